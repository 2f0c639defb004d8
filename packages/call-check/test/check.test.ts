// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSource, isProblem, type Checked } from "../src/cli/check.ts";
import type { Source } from "../src/batch/sources.ts";
import { DEFAULT_SETTINGS, ruleWords, type CheckSettings } from "../src/index.ts";
import { CARD_CALL, CORPUS } from "./run-cli.ts";

const source = (text: string, file = "call.txt", line: number | null = null): Source => ({
  file,
  path: null,
  line,
  text,
});

function checked(from: Source, settings: Partial<CheckSettings> = {}): Checked {
  const result = checkSource(from, { ...DEFAULT_SETTINGS, ...settings }, { day: "2026-06-01", redact: true });
  if (isProblem(result)) throw new Error(result.message);
  return result;
}

describe("checkSource", () => {
  it("names each finding as the page does, with its 1-based turn and its line in the file", () => {
    const { call } = checked(source(`\uFEFF\n\n${CARD_CALL}`));
    expect(call).toMatchObject({
      file: "call.txt",
      jsonLine: null,
      format: "plain",
      location: "unknown",
      date: "2026-06-01",
    });
    expect(call.findings.map(({ rule, turn, line }) => [rule, turn, line])).toEqual([
      ["ai-not-disclosed", 1, 3],
      ["no-recording-notice", 1, 3],
      ["card-number", 2, 4],
    ]);
    for (const finding of call.findings) {
      const words = ruleWords[finding.rule]!;
      expect(finding).toMatchObject({ name: words.name, citation: words.citation, time: null });
    }
    expect(call.findings[2]!.quote).toBe("my card is [card number]");
  });

  it("gives a WebVTT call's times and lines, and a JSON call's date from its metadata and its turns' lines", () => {
    const vtt = checked(source(readFileSync(join(CORPUS, "71-vtt-hotel-card-digits-cvv.vtt"), "utf8")));
    expect(vtt.call.format).toBe("webvtt");
    expect(vtt.call.findings.length).toBeGreaterThan(0);
    for (const { time, line } of vtt.call.findings) {
      expect(time).toEqual(expect.any(Number));
      expect(line).toBeGreaterThan(1);
    }
    const vapiText = readFileSync(join(CORPUS, "40-vapi-outbound-utility-payment-card-cvv.json"), "utf8");
    const vapi = checked(source(vapiText), { date: "2026-01-01" });
    expect(vapi.call).toMatchObject({ format: "vapi-call", date: "2025-04-11" });
    expect(vapi.call.findings.map(({ rule }) => rule)).toEqual(
      expect.arrayContaining(["card-number", "card-security-code", "no-sales-opt-out"]),
    );
    const card = vapi.call.findings.find(({ rule }) => rule === "card-number")!;
    expect(vapiText.split("\n")[card.line! - 1]).toMatch(/^\s+"message": "Sure, I'll pay it with my card\. It's 5555/);
  });

  it("counts the findings in force where the call went: elsewhere, the place-bound rules are notes, not findings", () => {
    const rules = (location: string) => checked(source(CARD_CALL), { location }).call.findings.map(({ rule }) => rule);
    expect(rules("unknown")).toContain("no-recording-notice");
    expect(rules("elsewhere")).not.toContain("no-recording-notice");
    expect(rules("elsewhere")).toContain("card-number");
  });

  it("keeps a JSON Lines call on one line, its line the call's, its copy one line redacted", () => {
    const line = JSON.stringify({ messages: [{ role: "user", content: CARD_CALL }] });
    const { call, redacted } = checked(source(line, "calls.jsonl", 7));
    expect(call.jsonLine).toBe(7);
    expect(call.findings.find(({ rule }) => rule === "card-number")?.line).toBe(7);
    expect(redacted).not.toContain("4111");
    expect(redacted.trimEnd().split("\n")).toHaveLength(1);
  });

  it("says what is wrong, where: the file, a JSON Lines call's line and column, the flag that helps", () => {
    const bad = checkSource(source('{"messages": [}', "calls.jsonl", 3), DEFAULT_SETTINGS, { redact: true });
    expect(bad).toMatchObject({ file: "calls.jsonl", line: 3 });
    expect(isProblem(bad) && bad.message).toMatch(
      /^calls\.jsonl:3: This looks like JSON but does not parse at column 15: /,
    );
    const broken = checkSource(source('{\n  "messages": [\n}', "a.json"), DEFAULT_SETTINGS, { redact: true });
    expect(isProblem(broken) && broken.message).toMatch(/^a\.json: .* at line 3, column 1: /);
    const speakers = checkSource(source("Anna: Hello\nBen: Hi\nAnna: Bye\n"), DEFAULT_SETTINGS, { redact: true });
    expect(isProblem(speakers) && speakers.message).toMatch(/“Anna” and “Ben”.*--agent-speaker/);
    expect(checked(source("Anna: Hello\nBen: Hi\nAnna: Bye\n"), { agentSpeaker: "Anna" }).call.format).toBe("plain");
  });
});
