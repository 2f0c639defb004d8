// @vitest-environment node
/** Cue text in WebVTT: every HTML character reference decoded once, every cue tag dropped (issue 41). */
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { readTranscript } from "#check/parse/index.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";

const cue = (payload: string) => `WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n${payload}\n`;
const firstTurn = (source: string): string => {
  const result = readTranscript(source, { agentSpeaker: "" });
  if (!result.ok) throw new Error(result.error.message);
  return result.transcript.turns[0]?.text ?? "";
};

describe("WebVTT cue text", () => {
  it("“I&#39;m an AI” is a disclosure, not “AI not disclosed”", () => {
    const source = cue("<v Agent>Hi, I&#39;m an AI assistant calling from Acme Dental.</v>");
    expect(firstTurn(source)).toBe("Hi, I'm an AI assistant calling from Acme Dental.");
    const result = checkCall(source, DEFAULT_SETTINGS);
    expect(result.ok && result.report.findings.map(({ ruleId }) => ruleId)).not.toContain("ai-not-disclosed");
  });

  it.each([
    ["decimal, old exports’ Windows-1252 too", "I&#39;m, I&#146;m", "I'm, I’m"],
    ["hex", "I&#x27;m and I&#X2019;m", "I'm and I’m"],
    ["named", "&quot;A&quot; &amp; &apos;B&apos; &lt;C&gt;", `"A" & 'B' <C>`],
    ["typography", "&lsquo;x&rsquo; &ldquo;y&rdquo; a&hellip; b&mdash;c&ndash;d", "‘x’ “y” a… b—c–d"],
    ["no-break space", "a&nbsp;b", "a\u00a0b"],
    [
      "accented letters",
      "Jos&eacute; Mu&ntilde;oz, Fran&ccedil;ois, &Uuml;ber, Stra&szlig;e",
      "José Muñoz, François, Über, Straße",
    ],
    ["signs", "&copy; &reg; &trade; &euro;5 &pound;3 10&deg;", "© ® ™ €5 £3 10°"],
    ["decoded once", "&amp;lt;b&amp;gt;", "&lt;b&gt;"],
    ["unknown or bare stays text", "&bogus; AT&T &#xZZ; &#1114112;", "&bogus; AT&T &#xZZ; \uFFFD"],
  ])("%s references: %s", (_, payload, text) => {
    expect(firstTurn(cue(`<v Agent>${payload}</v>`))).toBe(text);
  });

  it("drops cue tags: voice with classes, class, italic, bold, ruby, language and timestamps", () => {
    const payload =
      "<v.loud Agent><c.yellow>Hello</c>, <i>this</i> <b>is</b> <u>Ava</u> <00:00:02.000>at <lang en>Acme</lang> <ruby>AI<rt>ay eye</rt></ruby>.</v>";
    expect(firstTurn(cue(payload))).toBe("Hello, this is Ava at Acme AIay eye.");
  });
});
