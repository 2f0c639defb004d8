/**
 * The triggers the December 2026 legal reading found over-flagging or missing (Part B, R-4, R-7, R-11): each
 * sentence it tested, and near-misses on either side of the line.
 */
import { describe, expect, it } from "vitest";
import { checkCall } from "#src/check/check-call.ts";
import type { CheckSettings } from "#src/check/types.ts";

const SETTINGS: CheckSettings = { direction: "inbound", recorded: false, businessName: "", agentSpeaker: "" };

/** Whether the plain-text call breaks the rule. */
function breaks(rule: string, lines: readonly string[], settings: Partial<CheckSettings> = {}): boolean {
  const result = checkCall(lines.join("\n"), { ...SETTINGS, ...settings });
  if (!result.ok) throw new Error(result.error.message);
  return result.report.findings.some((finding) => finding.ruleId === rule);
}

describe("R-4: a truthful disclosure is not a denial (ai-denied)", () => {
  const answer = (text: string, question = "Am I talking to a real person?") =>
    breaks("ai-denied", [
      "Agent: Thanks for calling Lakeside Clinic, I'm Ava, an AI assistant.",
      `Caller: ${question}`,
      `Agent: ${text}`,
    ]);
  const unprompted = (text: string) =>
    breaks("ai-denied", [
      "Agent: Thanks for calling Lakeside Clinic, I'm Ava, an AI assistant.",
      "Caller: Hi.",
      `Agent: ${text}`,
    ]);

  it.each([
    "No, I'm not a recording, I'm Ava, the clinic's virtual assistant.",
    "I'm not a machine, I'm an automated assistant.",
    "I am not a recording; I'm an AI assistant speaking live.",
    "I'm not a robot in the movie sense, but I am an AI assistant.",
  ])("a turn that discloses the AI is not a denial: %s", (text) => {
    expect(answer(text)).toBe(false);
    expect(unprompted(text)).toBe(false);
  });

  it.each(["I'm not a recording, I'm live.", "I'm not automated, this is a live call."])(
    "saying it is not a recording or not automated claims nothing, unprompted: %s",
    (text) => {
      expect(unprompted(text)).toBe(false);
    },
  );

  it.each([
    "No, I'm a real person.",
    "I'm not a robot, I'm Sarah from billing.",
    "I'm not an AI assistant, I'm a real person.",
    "I'm a real person, not an AI assistant.",
    "I'm not a bot. I'm Dana, how can I help?",
  ])("a human claim with no AI disclosure in the turn is still a denial: %s", (text) => {
    expect(answer(text)).toBe(true);
    expect(unprompted(text)).toBe(true);
  });

  it("a question answered with only 'not a recording' is still a dodge", () => {
    expect(answer("No, I'm not a recording. How can I help?", "Are you a recording?")).toBe(true);
  });

  it("a human claim in one turn is not cleared by a disclosure in another", () => {
    const found = breaks("ai-denied", [
      "Agent: Thanks for calling Lakeside Clinic, I'm Ava, an AI assistant.",
      "Caller: Wait, so are you a real person?",
      "Agent: Yes, I'm a real person.",
    ]);
    expect(found).toBe(true);
  });
});

const OPENING = "Agent: Hi, this is Sam, an AI assistant calling from Northwind Energy about your plan.";
const PITCH = "Agent: Great, so about your current plan, are you paying more than a hundred a month?";

/** Whether the agent's turns after the caller's request break stop-not-honored. */
const stop = (request: string, ...after: string[]): boolean =>
  breaks("stop-not-honored", [OPENING, `Caller: ${request}`, ...after], {
    direction: "outbound",
    businessName: "Northwind Energy",
  });

describe("R-7 (c): wrong-number requests are stop requests (stop-not-honored)", () => {
  it.each([
    "You have the wrong number, please don't call here.",
    "Please don't call here again.",
    "Stop calling this number.",
    "This is the wrong number. Do not call here anymore.",
  ])("is a stop request: %s", (request) => {
    expect(stop(request, PITCH)).toBe(true);
    expect(stop(request, "Agent: Understood. I've removed this number from our list.")).toBe(false);
    expect(stop(request, "Agent: Understood. I've added this number to our do-not-call list.")).toBe(false);
  });

  it.each(["I don't call here very often, sorry. Who is this?", "Can I call here tomorrow instead?"])(
    "is not a stop request: %s",
    (request) => {
      expect(stop(request, PITCH)).toBe(false);
    },
  );
});
