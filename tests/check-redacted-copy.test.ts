// @vitest-environment node
/** The redacted copy: the input's own format, every sensitive value replaced, everything else kept. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { redactedCopy } from "#check/redacted-copy.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";

const copyOf = (source: string): string => {
  const result = checkCall(source, DEFAULT_SETTINGS);
  if (!result.ok) throw new Error(result.error.message);
  return redactedCopy(source, result.report);
};

/** Every key path of a JSON document, to compare shapes. */
const shape = (node: unknown, path = ""): string[] =>
  Array.isArray(node)
    ? node.flatMap((item, index) => shape(item, `${path}[${index}]`))
    : typeof node === "object" && node !== null
      ? Object.entries(node).flatMap(([key, value]) => [`${path}.${key}`, ...shape(value, `${path}.${key}`)])
      : [];

describe("the redacted copy", () => {
  it.each([
    ["blank lines", "\n\n"],
    ["a byte-order mark and blank lines", "\uFEFF\r\n \r\n"],
    ["spaces, then a blank line", "   \n\t\n  "],
  ])("a text that begins with %s: each value replaced on its own line", (_, lead) => {
    for (const call of [
      "Agent: What card would you like to use, and its security code?\nCaller: 4111 1111 1111 1111, code 737\nAgent: Thanks.",
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Agent>What card, and its security code?\n\n00:00:04.000 --> 00:00:06.000\n<v Caller>4111 1111 1111 1111, code 737",
      "1\n00:00:01,000 --> 00:00:03,000\nAgent: What card, and its security code?\n\n2\n00:00:04,000 --> 00:00:06,000\nCaller: 4111 1111 1111 1111, code 737",
    ]) {
      const copy = copyOf(lead + call);
      expect(copy).not.toMatch(/4111|737/);
      expect(copy.startsWith(lead)).toBe(true);
    }
  });

  it("plain text: the lines and labels kept, the values replaced, a split card number too", () => {
    const source = [
      "[00:00:01] Agent: Thanks for calling. What card would you like to use?",
      "[00:00:05] Caller: It's 4111 1111",
      "[00:00:07] Agent: Mm-hmm.",
      "[00:00:08] Caller: 1111 1111. Email me at jane@example.com.",
      "[00:00:12] Agent: And the security code on the back?",
      "[00:00:14] Caller: 737",
    ].join("\n");
    expect(copyOf(source)).toBe(
      [
        "[00:00:01] Agent: Thanks for calling. What card would you like to use?",
        "[00:00:05] Caller: It's [card number]",
        "[00:00:07] Agent: Mm-hmm.",
        "[00:00:08] Caller: [card number]. Email me at [email].",
        "[00:00:12] Agent: And the security code on the back?",
        "[00:00:14] Caller: [security code]",
      ].join("\n"),
    );
  });

  it("WebVTT: the cues and timings kept", () => {
    const source = "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Caller>My social is 123-45-6789.</v>\n";
    expect(copyOf(source)).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Caller>My social is [SSN].</v>\n");
  });

  it("JSON: a value found in a turn is replaced in the file's other strings only where it stands alone", () => {
    const source = JSON.stringify({
      call_id: "call_737ab",
      direction: "inbound",
      transcript: "Agent: Hi.\nUser: 737",
      metadata: { room: "Room 1737", code: "code 737.", queue: "queue 737@desk" },
      transcript_object: [
        { role: "agent", content: "What is the security code on the back of your card?" },
        { role: "user", content: "737" },
      ],
    });
    const copy = JSON.parse(copyOf(source)) as { call_id: string; metadata: Record<string, string> };
    expect(copy.call_id).toBe("call_737ab");
    expect(copy.metadata).toEqual({ room: "Room 1737", code: "code [security code].", queue: "queue 737@desk" });
  });

  it.each([
    ["40-vapi-outbound-utility-payment-card-cvv.json", "[card number]"],
    ["46-vapi-eocr-bank-amex-replacement-cid.json", "[card number]"],
    ["53-retell-inbound-stolen-card-split-mmhmm.json", "[card number]"],
    ["58-retell-webhook-tax-prep-ssn-in-words.json", "[SSN]"],
    ["69-openai-credit-union-new-account-ssn-dashed.json", "[SSN]"],
  ])("%s stays JSON of the same shape, with no trace of the value", (file, replacement) => {
    const source = readFileSync(join(import.meta.dirname, "check-corpus", file), "utf8");
    const result = checkCall(source, DEFAULT_SETTINGS);
    if (!result.ok) throw new Error(result.error.message);
    const spans = [...result.report.call.sensitive.entries()].flatMap(([index, found]) =>
      found.map(({ start, end }) => result.report.transcript.turns[index]!.text.slice(start, end)),
    );
    const copy = redactedCopy(source, result.report);
    expect(shape(JSON.parse(copy))).toEqual(shape(JSON.parse(source)));
    expect(copy).toContain(replacement);
    for (const value of spans) expect(copy).not.toContain(value);
    // Not a digit group of the values survives, in the words of a Retell transcript either.
    for (const group of spans.join(" ").match(/\d{3,}/g) ?? []) expect(copy).not.toMatch(new RegExp(`"${group}"`));
  });
});
