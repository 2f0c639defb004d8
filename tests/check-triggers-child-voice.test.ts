// @vitest-environment node
/**
 * R-15 of the December 2026 legal reading: a child's voice in a call's recording is the child's personal information
 * (16 CFR 312.2, (8)), so a recorded call with a child under 13 on it needs a parent's consent (312.5(a)(1)), whatever
 * the agent asks (child-voice-recorded). Each side of the line: not recorded, 13 or older, a child spoken of who is
 * not on the call, an agent that deletes the recording.
 */
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { ruleWords } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS } from "#check/types.ts";
import { breaks, found } from "./check-trigger-call.ts";

const RULE = "child-voice-recorded";
const OPENING = "Agent: Thanks for calling Galaxy Toys support. I'm the AI assistant, and this call is recorded.";
const RECORDED = { recorded: true };

const recordedBreaks = (...lines: string[]) => breaks(RULE, [OPENING, ...lines], RECORDED);

describe("R-15: a child's voice recorded without a parent's consent (child-voice-recorded, 312.2, 312.5(a)(1))", () => {
  it.each([
    ["Caller: Hi, I'm nine and my robot is broken."],
    ["Caller: my game won't load and im 8"],
    ["Caller: my robot is broken.", "Agent: Oh no. How old are you?", "Caller: twelve"],
    ["Caller: Hi, my son's right here with me on speaker. He's ten.", "Caller: my robot won't turn on"],
  ])("a child under 13 on a recorded call: %s", (...lines) => {
    expect(recordedBreaks(...lines)).toBe(true);
  });

  it.each([
    ["Caller: Hi, I'm 13 and my robot is broken."],
    ["Caller: I'm fourteen, it's my account."],
    ["Caller: my robot is broken.", "Agent: How old are you?", "Caller: 15"],
    ["Caller: Hi, my son is 8 and his robot is broken."],
    ["Caller: My daughter's at school, she's 7, and her robot won't turn on."],
    ["Caller: I'm 9 minutes away, is my order ready?"],
  ])("no child under 13 on the call: %s", (...lines) => {
    expect(recordedBreaks(...lines)).toBe(false);
  });

  it("is not found when the call is not recorded", () => {
    expect(breaks(RULE, [OPENING, "Caller: Hi, I'm nine and my robot is broken."], { recorded: false })).toBe(false);
  });

  it("stands when the agent asks nothing and gets a parent: the recording already holds the child's voice", () => {
    const lines = [
      "Caller: Hi, I'm nine and my robot is broken.",
      "Agent: Thanks for telling me. Could you ask a parent or guardian to come to the phone?",
      "Caller: Hi, this is her mom. What do you need?",
      "Agent: What's the best email for you?",
    ];
    const rules = found([OPENING, ...lines], RECORDED);
    expect(rules).toContain(RULE);
    expect(rules).not.toContain("child-personal-info");
  });

  it("is spared by an agent that says the recording is deleted, its compliant wording among them", () => {
    const child = "Caller: Hi, I'm nine and my robot is broken.";
    expect(recordedBreaks(child, `Agent: ${ruleWords[RULE]!.compliantWording}`)).toBe(false);
    expect(recordedBreaks(child, "Agent: Okay. We won't keep a recording of this call.")).toBe(false);
    expect(recordedBreaks(child, "Agent: We don't delete recordings, but a parent can ask us to.")).toBe(true);
    expect(recordedBreaks(child, "Agent: Let me delete that old order from your account.")).toBe(true);
  });

  it("is found once, quoting the child's first turn that shows the age", () => {
    const lines = [OPENING, "Caller: my robot is broken", "Agent: How old are you?", "Caller: I'm nine"];
    const result = checkCall([...lines, "Agent: Cool!", "Caller: I'm nine and a half"].join("\n"), {
      ...DEFAULT_SETTINGS,
      direction: "inbound",
    });
    if (!result.ok) throw new Error(result.error.message);
    const found = result.report.findings.filter(({ ruleId }) => ruleId === RULE);
    expect(found.map(({ turn, evidence }) => [turn.index, evidence])).toEqual([[3, "I'm nine"]]);
  });
});
