// @vitest-environment node
/** A JSON syntax error is reported where it is, whatever it is (issue 41). */
import { describe, expect, it } from "vitest";
import { readTranscript } from "#check/parse/index.ts";

const messageOf = (source: string): string => {
  const result = readTranscript(source, { agentSpeaker: "" });
  if (result.ok) throw new Error("read as a transcript");
  expect(result.error.kind).toBe("json");
  return result.error.message;
};

describe("JSON syntax errors, at their own line and column", () => {
  it.each([
    ['[\n  {"role": "assistant", "content": "Hi \\q there"}\n]', /line 2, column 40: “\\q” is not a JSON escape/],
    ['{"a": "\\u12G4"}', /line 1, column 8: “\\u12” is not a JSON escape/],
    ['{"a": "ok \\u00"}', /line 1, column 11: “\\u00” is not a JSON escape/],
    [
      '{"a": "fine \\" \\\\ \\/ \\b \\f \\n \\r \\t \\u00e9", "b": "\\x"}',
      /line 1, column 52: “\\x” is not a JSON escape/,
    ],
    ['{"a": "unterminated', /line 1, column 20: it ends too early/],
    ['{"a": "ends on a backslash \\', /line 1, column 29: it ends too early/],
    ['{"a": "line\none"}', /line 1, column 12: unexpected/],
    ['{"a": 1,}', /line 1, column 9: unexpected “}”/],
    // Counted from the start of what was given, blank lines and indentation before the JSON included.
    ['\n\n  {"a": 1,}', /line 3, column 11: unexpected “}”/],
    ['\uFEFF\r\n[{"a": "\\q"}]', /line 2, column 9: “\\q” is not a JSON escape/],
    ['[{"a": 1},]', /line 1, column 11: unexpected “]”/],
    ['{"a": 1} x', /line 1, column 10: unexpected “x”/],
    ['{"a": 1}\n{"b": 2}', /line 2, column 1: unexpected “{”/],
    ['{"a": 1 "b": 2}', /line 1, column 9: unexpected “"”/],
    ["{'a': 1}", /line 1, column 2: unexpected “'”/],
    ['{"a": tru}', /line 1, column 7: unexpected “t”/],
  ])("%j", (source, message) => {
    expect(messageOf(source)).toMatch(message);
  });

  it("never says line 1, column 1 ends too early of a text that goes on", () => {
    expect(messageOf('{"a": "\\q"}')).not.toMatch(/line 1, column 1:/);
  });
});
