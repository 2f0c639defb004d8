// @vitest-environment node
/** The demo's calls through the checker: each failing answer breaks a rule of its own law; each mitigated, none. */
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { demoCallTranscript } from "#src/lib/demo-calls.ts";
import { rules } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";
import { industries } from "#src/content/industries.ts";

const lawOf = (ruleId: string) => rules.find(({ id }) => id === ruleId)?.law;

const findings = (transcript: string) => {
  const result = checkCall(transcript, DEFAULT_SETTINGS);
  if (!result.ok) throw new Error(result.error.message);
  return result.report.findings.map(({ ruleId }) => ruleId);
};

describe.each(industries.map((industry) => [industry.id, industry] as const))("the %s demo call", (id, industry) => {
  const laws = new Set(industry.scenario.violations.map(({ law }) => law));

  it("failing: at least one finding of each of its laws", () => {
    const found = findings(demoCallTranscript(id, { mitigated: false }));
    expect(found.length).toBeGreaterThan(0);
    for (const law of laws) expect(found.map(lawOf), `${id}: ${law} (${found.join(", ")})`).toContain(law);
  });

  it("mitigated: no finding", () => {
    expect(findings(demoCallTranscript(id, { mitigated: true }))).toEqual([]);
  });
});
