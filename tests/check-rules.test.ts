// @vitest-environment node
/**
 * Rules at their edges, call by call: what the labelled corpus has too few calls of (a caller aged 13 to 17, a stop
 * honoured in one sentence and undone in the next). Each case was broken on purpose in the rule it holds.
 */
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { DEFAULT_SETTINGS, type CheckSettings } from "#check/types.ts";

const SETTINGS: CheckSettings = { ...DEFAULT_SETTINGS, direction: "inbound", recorded: false };

/** The rule ids a plain-text call breaks. */
function rulesBroken(lines: readonly string[], settings: Partial<CheckSettings> = {}): string[] {
  const result = checkCall(lines.join("\n"), { ...SETTINGS, ...settings });
  if (!result.ok) throw new Error(result.error.message);
  return result.report.findings.map((finding) => finding.ruleId);
}

const OPENING = "Agent: Thanks for calling Brightside Learning, I'm Ava, an AI assistant.";

describe("a child's personal information (COPPA: under 13)", () => {
  it.each([
    ["I'm 12", true],
    ["I'm 8 years old", true],
    ["I'm 13", false],
    ["I'm 15", false],
    ["I'm 17 years old", false],
  ])("a caller who says %s, then is asked for a home address: %s", (age, flagged) => {
    const found = rulesBroken([
      OPENING,
      `Caller: Hi, ${age} and I want to sign up.`,
      "Agent: What's your home address?",
    ]);
    expect(found.includes("child-personal-info")).toBe(flagged);
  });

  it.each([
    ["12.", true],
    ["15.", false],
  ])("a caller who answers %s to 'how old are you?', then is asked for a name: %s", (age, flagged) => {
    const found = rulesBroken([
      OPENING,
      "Caller: I want to join the reading club.",
      "Agent: Sure. How old are you?",
      `Caller: ${age}`,
      "Agent: Great. What's your full name?",
    ]);
    expect(found.includes("child-personal-info")).toBe(flagged);
  });
});

describe("a stop request (TCPA 64.1200(a)(10))", () => {
  const stop = (answer: string) =>
    rulesBroken(
      [
        "Agent: Hi, this is Sam, an AI assistant calling from Northwind Energy about your plan.",
        "Caller: Please take me off your list.",
        `Agent: ${answer}`,
      ],
      { direction: "outbound", businessName: "Northwind Energy" },
    ).includes("stop-not-honored");

  it("is honored by an answer that does it and says nothing more", () => {
    expect(stop("Understood. I've removed you from our list, and you won't get further calls from us.")).toBe(false);
  });

  it("is not honored when a later sentence of the same answer pushes back", () => {
    expect(stop("I'll remove you from our list. But before you go, we have a limited-time offer on solar.")).toBe(true);
    expect(stop("I've removed you from our list. Are you sure? It only takes a minute.")).toBe(true);
  });

  it("is not honored by an answer that sends the caller elsewhere to opt out", () => {
    expect(stop("Sure. To opt out, please visit our website and fill in the form.")).toBe(true);
  });

  it("is not honored when the answer ignores it", () => {
    expect(stop("Great, so about your current plan, are you paying more than a hundred a month?")).toBe(true);
  });
});
