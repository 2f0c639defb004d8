// @vitest-environment node
/** SubRip (.srt) read as a format, and written back as one by the redacted copy (issue 41). */
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { readTranscript } from "#check/parse/index.ts";
import { redactedCopy } from "#check/redacted-copy.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";
import { redactedFile } from "#src/islands/call-checker/download.ts";

const SUBRIP = [
  "1",
  "00:00:01,000 --> 00:00:04,000",
  "Agent: Hi, I'm an AI assistant calling from Acme Dental.",
  "",
  "2",
  "00:00:05,000 --> 00:00:07,500",
  "Caller: Hello? My card is 4111 1111 1111 1111",
  "and it expires soon.",
  "",
  "3",
  "00:01:02,250 --> 00:01:05,000",
  "- Agent: <i>Thank you.</i>",
  "- Caller: You're welcome.",
  "",
].join("\r\n");

const read = (source: string) => readTranscript(source, { agentSpeaker: "" });

describe("SubRip", () => {
  it("numbered cues, their times on the turns, labels in the cue text and on “- ” dialogue lines", () => {
    const result = read(SUBRIP);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.transcript.format).toBe("srt");
    expect(result.transcript.turns.map(({ speaker, text, time }) => [speaker, text, time])).toEqual([
      ["agent", "Hi, I'm an AI assistant calling from Acme Dental.", 1],
      ["caller", "Hello? My card is 4111 1111 1111 1111 and it expires soon.", 5],
      ["agent", "Thank you.", 62],
      ["caller", "You're welcome.", 62],
    ]);
  });

  it("without cue numbers, and a dialogue line without a label continues the line above", () => {
    const source =
      "00:00:01,000 --> 00:00:02,000\n- Agent: Hello.\n- still me\n\n00:00:03,000 --> 00:00:04,000\nCaller: Hi.";
    const result = read(source);
    expect(result.ok && result.transcript.turns.map(({ text }) => text)).toEqual(["Hello. still me", "Hi."]);
  });

  it("the redacted copy is SubRip again: numbers and timings kept, the values replaced", () => {
    const result = checkCall(SUBRIP, DEFAULT_SETTINGS);
    if (!result.ok) throw new Error(result.error.message);
    expect(redactedCopy(SUBRIP, result.report)).toBe(SUBRIP.replace("4111 1111 1111 1111", "[card number]"));
  });

  it("is saved as a .srt file", () => {
    expect(redactedFile("srt", { location: "CA", date: "2026-12-02" })).toEqual({
      name: "transcript-redacted-CA-2026-12-02.srt",
      type: "application/x-subrip",
    });
  });
});
