// @vitest-environment node
/**
 * The findings as a file: JSON and CSV say what the check is (automated, can miss or over-flag, not legal advice),
 * carry the redacted evidence and never the transcript, and a CSV cell a spreadsheet would run as a formula is not one.
 */
import { ruleReach } from "#src/lib/rule-reach.ts";
import { describe, expect, test } from "vitest";
import { checkedCall } from "#check/checked-call.ts";
import { describedCall } from "#check/described-call.ts";
import { ruleWords } from "#check/rules/index.ts";
import { findingsCsv, findingsRecord } from "#check/export.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";

const CONTEXT = { checkedAt: "2026-12-02T09:00:00.000Z", origin: "https://example.test" };
const CALL = [
  "Agent: Thanks for calling. Can I take your card number?",
  "Caller: Sure, it's 4111 1111 1111 1111.",
  "Agent: And the security code on the back?",
  'Caller: =HYPERLINK("x") 123',
].join("\n");

function checked(source: string, placing: { location: string; date: string } = DEFAULT_SETTINGS) {
  const outcome = checkedCall(source, { ...DEFAULT_SETTINGS, direction: "inbound" });
  if (!outcome.ok) throw new Error("the call did not parse");
  return describedCall(outcome.call, ruleWords, ruleReach(ruleWords), placing, "2026-12-02");
}

describe("the findings record", () => {
  test("says what the check is and keeps the card number out", () => {
    const record = findingsRecord(checked(CALL), CONTEXT);
    expect(record.notice).toMatch(/automated.*not legal advice/is);
    expect(record.findings.length).toBeGreaterThan(0);
    expect(JSON.stringify(record)).not.toContain("4111 1111 1111 1111");
    expect(record.findings[0]!.guide.startsWith("https://example.test/")).toBe(true);
  });

  test("as CSV: the header first, a row per finding, each with the notice", () => {
    const call = checked(CALL);
    const lines = findingsCsv(call, CONTEXT).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "counted,rule,name,law,citation,location,call_date,obligations,turn,speaker,time_seconds,evidence,guide,notice",
    );
    expect(lines).toHaveLength(1 + call.findings.length + call.notes.length);
    const notice = findingsRecord(call, CONTEXT).notice;
    for (const line of lines.slice(1)) expect(line.endsWith(`"${notice}"`) || line.endsWith(notice)).toBe(true);
  });

  test("carries the place and date the check used, each finding's obligations, and the notes apart", () => {
    const call = checked(CALL, { location: "NY", date: "2026-09-01" });
    const record = findingsRecord(call, CONTEXT);
    expect(record.call).toMatchObject({
      location: "NY",
      locationName: "New York",
      date: "2026-09-01",
      dateFrom: "settings",
    });
    expect(record.notes.map(({ rule }) => rule)).toContain("no-recording-notice");
    expect(record.findings.map(({ rule }) => rule)).not.toContain("no-recording-notice");
    const csv = findingsCsv(call, CONTEXT).split("\r\n");
    expect(csv.filter((line) => line.startsWith("note,no-recording-notice,"))).toHaveLength(1);
    expect(csv.find((line) => line.startsWith("note,"))).toContain(",NY,2026-09-01,");
    const inCalifornia = findingsRecord(checked(CALL, { location: "CA", date: "2026-09-01" }), CONTEXT);
    const recording = inCalifornia.findings.find(({ rule }) => rule === "no-recording-notice");
    expect(recording?.obligations.map(({ provision }) => provision)).toContain("Cal. Penal Code §632.7(a)");
  });

  test("a cell that starts like a formula is written as text", () => {
    const csv = findingsCsv(checked(CALL), CONTEXT);
    expect(csv).not.toMatch(/(^|,)"?=/m);
  });
});
