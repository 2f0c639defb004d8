// @vitest-environment node
/**
 * The batch core the page's worker and the command line share: a call checked without the rules' words and described
 * afterwards is the command line's call, and a batch's exports account for every input, with the notice and without
 * the transcript.
 */
import { describe, expect, it } from "vitest";
import { batchCsv, batchJson } from "../src/batch/export.ts";
import { foundSource } from "../src/batch/found-source.ts";
import type { Report } from "../src/batch/report.ts";
import { reportedCall } from "../src/batch/reported-call.ts";
import { sourcesOf, textOf } from "../src/batch/sources.ts";
import { checkSource } from "../src/cli/check.ts";
import { json } from "../src/cli/formats/json.ts";
import { reach } from "../src/cli/reach.ts";
import { DEFAULT_SETTINGS, ruleWords } from "../src/index.ts";

const CARD_CALL = [
  "Agent: Thanks for calling.",
  "Caller: My card is 4111 1111 1111 1111.",
  'Caller: =HYPERLINK("x")',
].join("\n");
const JSON_LINES = [
  JSON.stringify({
    messages: [{ role: "assistant", content: "Thanks for calling, I am an AI assistant and this call is recorded." }],
  }),
  JSON.stringify({
    messages: [
      { role: "assistant", content: "Hi." },
      { role: "user", content: "4111 1111 1111 1111" },
    ],
  }),
].join("\n");
const DAY = "2026-12-02";
const settings = { ...DEFAULT_SETTINGS, direction: "inbound" as const };

function report(): Report {
  const sources = [...sourcesOf("card.txt", null, CARD_CALL), ...sourcesOf("calls.jsonl", null, JSON_LINES)];
  const calls = sources.map((source) => {
    const found = foundSource(source, settings, false);
    if (!found.ok) throw new Error(found.error.message);
    return reportedCall(source, found, ruleWords, reach, settings, DAY);
  });
  return { calls, problems: [{ file: "empty.txt", line: null, message: "empty.txt is empty." }] };
}

describe("a batch's call", () => {
  it("checked without the words, then described, is the command line's call, line numbers included", () => {
    for (const source of [...sourcesOf("card.txt", "card.txt", CARD_CALL), ...sourcesOf("c.jsonl", null, JSON_LINES)]) {
      const found = foundSource(source, settings, false);
      const cli = checkSource(source, settings, { day: DAY, redact: false });
      if (!found.ok || "message" in cli) throw new Error("the call did not read");
      expect(reportedCall(source, found, ruleWords, reach, settings, DAY)).toEqual(cli.call);
    }
  });

  it("gives each finding's line: a text's own, a JSON Lines call's", () => {
    const [card, , second] = report().calls;
    expect(card?.findings.find(({ rule }) => rule === "card-number")?.line).toBe(2);
    expect(second?.findings.map(({ line }) => line)).toEqual([2, 2, 2]);
  });

  it("makes no redacted copy unless asked", () => {
    const found = foundSource({ file: "a", path: null, line: null, text: CARD_CALL }, settings, false);
    expect(found.ok && found.found.redacted).toBe("");
    const redacted = foundSource({ file: "a", path: null, line: null, text: CARD_CALL }, settings, true);
    expect(redacted.ok && redacted.found.redacted).toContain("[card number]");
  });

  it("reads bytes as the command line does: empty, white space, NUL bytes and bad UTF-8 are named", () => {
    expect(textOf(new Uint8Array())).toEqual({ problem: "is empty" });
    expect(textOf(new TextEncoder().encode(" \n "))).toEqual({ problem: "is empty (only white space)" });
    expect(textOf(new Uint8Array([65, 0, 66]))).toEqual({
      problem: "is not text (it holds NUL bytes: a binary file?)",
    });
    expect(textOf(new Uint8Array([0xc3, 0x28]))).toEqual({ problem: "is not UTF-8 text (a binary file?)" });
  });
});

describe("a batch's exports", () => {
  const context = { checkedAt: "2026-12-02T09:00:00.000Z", rules: 18 };

  it("JSON: the command line's calls, the problems, the notice and the rules' version", () => {
    const shaped = JSON.parse(batchJson(report(), context)) as Record<string, unknown>;
    const cli = JSON.parse(json(report())) as { calls: unknown; rulesVersion: string };
    expect(shaped.calls).toEqual(cli.calls);
    expect(shaped.rulesVersion).toBe(cli.rulesVersion);
    expect(shaped.problems).toEqual([{ file: "empty.txt", line: null, message: "empty.txt is empty." }]);
    expect(shaped.notice).toMatch(/^An automated check of what was said on each call against 18 rule patterns/);
    expect(shaped.checkedAt).toBe(context.checkedAt);
  });

  it("CSV: a row per finding, per call without one and per input not read, each with the notice; no card number, no formula", () => {
    const csv = batchCsv(report(), context);
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "result,file,json_line,format,location,call_date,rule,name,law,citation,turn,time_seconds,line,quote,problem,notice",
    );
    expect(rows.filter((row) => row.startsWith("finding,card.txt,,plain,unknown,2026-12-02,"))).not.toHaveLength(0);
    expect(rows).toContainEqual(expect.stringMatching(/^no finding,calls\.jsonl,1,messages,unknown,2026-12-02,/));
    expect(rows).toContainEqual(expect.stringMatching(/^finding,calls\.jsonl,2,messages,.*,card-number,/));
    expect(rows.at(-1)).toMatch(/^not read,empty\.txt,,(?:,){11}empty\.txt is empty\.,"An automated check/);
    expect(rows.slice(1).every((row) => row.endsWith('you."'))).toBe(true);
    expect(csv).not.toContain("4111");
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });
});
