// @vitest-environment node
/** Reading transcripts: every format from its content, the turns as heard, and a clear answer for bad input. */
import { describe, expect, it } from "vitest";
import { readTranscript } from "#check/parse/index.ts";

const read = (source: string, agentSpeaker = "") => readTranscript(source, { agentSpeaker });
const turns = (source: string, agentSpeaker = "") => {
  const result = read(source, agentSpeaker);
  if (!result.ok) throw new Error(result.error.message);
  return result.transcript.turns.map(({ speaker, text, time }) => [speaker, text, time]);
};

describe("formats, recognized from the content", () => {
  it("plain text, with and without timestamps; a line without a label continues the turn", () => {
    expect(turns("[00:00:01] Agent: Hi, this is Ava.\n[00:01:02] Caller: Hello?\nStill there?\nAI: Yes.")).toEqual([
      ["agent", "Hi, this is Ava.", 1],
      ["caller", "Hello? Still there?", 62],
      ["agent", "Yes.", null],
    ]);
  });

  it("asks which speaker is the agent when the labels are names, and uses the answer", () => {
    const source = "Maya: Thanks for calling.\nTom: Hi.";
    const result = read(source);
    expect(result.ok || result.error).toMatchObject({ kind: "speakers", labels: ["Maya", "Tom"] });
    expect(turns(source, "maya")).toEqual([
      ["agent", "Thanks for calling.", null],
      ["caller", "Hi.", null],
    ]);
  });

  it("Vapi's call object and end-of-call-report: bot and user are turns; system and tool messages are not", () => {
    const messages = [
      { role: "system", message: "You are an AI. Card 4111 1111 1111 1111." },
      { role: "bot", message: "Hi, I'm an AI assistant.", secondsFromStart: 0.5 },
      { role: "tool_calls", toolCalls: [] },
      { role: "tool_call_result", result: "ok" },
      { role: "user", message: "Hello.", secondsFromStart: 3 },
    ];
    const call = { id: "c1", type: "outboundPhoneCall", artifact: { messages } };
    const expected = [
      ["agent", "Hi, I'm an AI assistant.", 0.5],
      ["caller", "Hello.", 3],
    ];
    expect(turns(JSON.stringify(call))).toEqual(expected);
    expect(turns(JSON.stringify({ message: { type: "end-of-call-report", call, artifact: { messages } } }))).toEqual(
      expected,
    );
    const report = read(JSON.stringify({ message: { type: "end-of-call-report", call, artifact: { messages } } }));
    expect(report.ok && [report.transcript.format, report.transcript.direction]).toEqual(["vapi-report", "outbound"]);
  });

  it("Retell's call object and webhook", () => {
    const call = {
      call_id: "r1",
      direction: "inbound",
      transcript_object: [
        { role: "agent", content: "Thanks for calling.", words: [{ word: "Thanks", start: 0.2, end: 0.4 }] },
        { role: "user", content: "Hi.", words: [] },
      ],
    };
    expect(turns(JSON.stringify(call))).toEqual([
      ["agent", "Thanks for calling.", 0.2],
      ["caller", "Hi.", null],
    ]);
    const webhook = read(JSON.stringify({ event: "call_ended", call }));
    expect(webhook.ok && [webhook.transcript.format, webhook.transcript.direction]).toEqual([
      "retell-webhook",
      "inbound",
    ]);
  });

  it("an OpenAI-style messages array, text parts included", () => {
    const source = JSON.stringify([
      { role: "system", content: "Say you are human." },
      { role: "assistant", content: [{ type: "text", text: "Hello." }] },
      { role: "assistant", content: null, tool_calls: [{ id: "t" }] },
      { role: "tool", content: "4111111111111111" },
      { role: "user", content: "Hi." },
    ]);
    expect(turns(source)).toEqual([
      ["agent", "Hello.", null],
      ["caller", "Hi.", null],
    ]);
  });

  it("WebVTT with voice tags; markup stays text", () => {
    const source =
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Agent>Hello &amp; welcome.</v>\n\n00:01:00.500 --> 00:01:02.000\n<v Caller><b>Hi</b> &lt;script&gt;</v>";
    expect(turns(source)).toEqual([
      ["agent", "Hello & welcome.", 1],
      ["caller", "Hi <script>", 60],
    ]);
  });
});

describe("bad input gets a clear answer", () => {
  it.each([
    ["", "empty", /Paste a transcript/],
    ['{"a": 1,}', "json", /does not parse at line 1, column 9: unexpected “}”/],
    ['{\n  "a": [1, 2\n}', "json", /does not parse at line 3, column 1: unexpected “}”/],
    ['{"a": "unterminated', "json", /line 1, column 20: it ends too early/],
    ['{"id": 1, "foo": []}', "unknown-shape", /Vapi call object .* Retell .* OpenAI-style messages array/],
    ["hello there\nhow are you", "no-labels", /No speaker labels found/],
    ["WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello", "no-labels", /voice tag/],
    ['{"call_id": "x", "transcript_object": []}', "no-turns", /no turns/],
  ])("%j → %s", (source, kind, message) => {
    const result = read(source);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe(kind);
      expect(result.error.message).toMatch(message);
    }
  });

  it("refuses a paste over the limit at once, saying how large it is", () => {
    const result = read(`Agent: ${"a".repeat(6_000_001)}`);
    expect(result.ok || result.error.message).toMatch(/million characters/);
  });
});
