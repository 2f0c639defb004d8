// @vitest-environment node
/** A text in no format the checker knows says so: timing lines are never read as what someone said (issue 41). */
import { describe, expect, it } from "vitest";
import { readTranscript } from "#check/parse/index.ts";

const read = (source: string) => readTranscript(source, { agentSpeaker: "" });

describe("text in no known format", () => {
  it("cue timings and text without speaker labels: an error naming what was expected", () => {
    const source =
      "00:00:01,000 --> 00:00:04,000\nHello, this is Ava.\n\n00:00:05,000 --> 00:00:07,000\nHi, who is this?";
    const result = read(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe("no-labels");
      expect(result.error.message).toMatch(/SubRip cues name no speaker.*“Agent: …”/);
    }
  });

  it.each([
    ["labelled lines around a timing line", "Agent: Hello.\n00:00:01,000 --> 00:00:04,000\nCaller: Hi."],
    ["a header above the cues", "Transcript of the call\n\n1\n00:00:01,000 --> 00:00:04,000\nAgent: Hello."],
    [
      "a cue with no text line after a number",
      "1\n00:00:01,000 --> 00:00:04,000\nAgent: Hi.\n2\n00:00:05,000 --> 00:00:06,000\nCaller: Hi.",
    ],
  ])("%s: a parse error at its line, never a turn holding “-->”", (_, source) => {
    const result = read(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe("unknown-format");
      expect(result.error.message).toMatch(/line \d+.*SubRip.*“00:00:01,000 --> 00:00:04,000”/);
    }
  });
});
