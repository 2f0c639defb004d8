// @vitest-environment node
/** What a transcript must not hold, found where it was said, and nowhere else; hostile input read in one pass. */
import { describe, expect, it } from "vitest";
import { digitRuns, passesLuhn } from "#check/language/digits.ts";
import { redactText } from "#check/redact.ts";
import { sensitiveSpans } from "#check/sensitive.ts";
import type { SensitiveKind, Turn } from "#check/types.ts";

const call = (...lines: [Turn["speaker"], string][]): Turn[] =>
  lines.map(([speaker, text], index) => ({ index, speaker, text, time: null }));

/** Each turn with its sensitive values replaced. */
const redacted = (turns: Turn[]): string[] => {
  const spans = sensitiveSpans(turns);
  return turns.map((turn) => redactText(turn.text, spans.get(turn.index) ?? []));
};
const kinds = (turns: Turn[]): SensitiveKind[] => [...sensitiveSpans(turns).values()].flat().map(({ kind }) => kind);

describe("card numbers", () => {
  it.each([
    ["digits", "It's 4111111111111111.", "It's [card number]."],
    ["grouped", "4111 1111 1111 1111, expiring 04/28", "[card number], expiring 04/28"],
    ["dashed Amex", "378282246310005", "[card number]"],
    ["in words", "four one one one one one one one one one one one one one one one", "[card number]"],
    [
      "with 'double'",
      "five five five five, five five five five, five five five five, four four double four",
      "[card number]",
    ],
    [
      "in pairs, as numbers are often read",
      "forty-one eleven, eleven eleven, eleven eleven, eleven eleven",
      "[card number]",
    ],
  ])("%s", (_, said, expected) => {
    expect(redacted(call(["caller", said]))).toEqual([expected]);
  });

  it.each([
    ["a tracking number that fails Luhn", "Tracking 1234 5678 9012 3456."],
    ["a masked card", "The card ending in 4242, xxxx xxxx xxxx 4242."],
    ["the last four", "Last four are 1111."],
    ["a long order id in letters and digits", "Order A4111111111111111B."],
  ])("not %s", (_, said) => {
    expect(kinds(call(["caller", said]))).toEqual([]);
  });

  it("split over one speaker's turns, with acknowledgements between", () => {
    const turns = call(["caller", "Sure, it's 4111 1111"], ["agent", "Mm-hmm."], ["caller", "1111 1111."]);
    expect(redacted(turns)).toEqual(["Sure, it's [card number]", "Mm-hmm.", "[card number]."]);
  });

  it("not joined across a real reply", () => {
    const turns = call(
      ["caller", "My order is 4111 1111"],
      ["agent", "What else can I help with today?"],
      ["caller", "1111 1111."],
    );
    expect(kinds(turns)).toEqual([]);
  });
});

describe("security codes, Social Security numbers, emails and phones", () => {
  it("a code answering the security code question, or next to it; not keypad entry, not an expiry", () => {
    expect(
      redacted(call(["agent", "And the three-digit security code on the back?"], ["caller", "It's 737."])),
    ).toEqual(["And the three-digit security code on the back?", "It's [security code]."]);
    expect(redacted(call(["caller", "Expiry 12/27 and the CVV is 123."]))).toEqual([
      "Expiry 12/27 and the CVV is [security code].",
    ]);
    expect(kinds(call(["agent", "Please enter the security code on your keypad."], ["caller", "Okay, done."]))).toEqual(
      [],
    );
    expect(kinds(call(["agent", "What are the last four of the card?"], ["caller", "4242."]))).toEqual([]);
  });

  it("an SSN written as one, or named as one; never the last four alone", () => {
    expect(redacted(call(["caller", "It's 123-45-6789."]))).toEqual(["It's [SSN]."]);
    expect(
      redacted(
        call(
          ["agent", "Can I have your Social Security number?"],
          ["caller", "one two three four five six seven eight nine"],
        ),
      )[1],
    ).toBe("[SSN]");
    expect(redacted(call(["caller", "My social is five two one dash four four dash zero nine eight seven."]))).toEqual([
      "My social is [SSN].",
    ]);
    expect(kinds(call(["caller", "The last four of my social are 6789."]))).toEqual([]);
  });

  it("an SSN given in pieces after it was asked for; not a date of birth and the last four", () => {
    expect(
      redacted(
        call(
          ["agent", "I'll need your Social Security number."],
          ["caller", "six one two"],
          ["agent", "Mm-hmm."],
          ["caller", "four four"],
          ["agent", "And the rest?"],
          ["caller", "three three zero one"],
        ),
      ),
    ).toEqual(["I'll need your Social Security number.", "[SSN]", "Mm-hmm.", "[SSN]", "And the rest?", "[SSN]"]);
    expect(
      kinds(call(["agent", "Your date of birth and the last four of your social?"], ["caller", "3 15 80 1234"])),
    ).toEqual([]);
  });

  it("emails, written or spoken, and phone numbers", () => {
    expect(
      redacted(
        call(["caller", "jane.doe@example.com or jane at example dot com, call 415-555-0123 or +44 20 7946 0958"]),
      ),
    ).toEqual(["[email] or [email], call [phone] or [phone]"]);
  });
});

describe("hostile input is read in one pass", () => {
  it("300,000-character words and 200,000 digits", () => {
    const word = "a".repeat(300_000);
    const digits = "9".repeat(200_000);
    const turns = call(["caller", `${word}@${word} ${digits} ${"1 ".repeat(100_000)} security code ${word}.`]);
    expect(() => sensitiveSpans(turns)).not.toThrow();
    expect(digitRuns(digits)).toHaveLength(1);
  });

  it("Luhn", () => {
    expect(["4111111111111111", "5555555555554444", "378282246310005"].map(passesLuhn)).toEqual([true, true, true]);
    expect(passesLuhn("1234567890123456")).toBe(false);
  });
});
