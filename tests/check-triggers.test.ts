// @vitest-environment node
/**
 * The triggers the December 2026 legal reading found over-flagging or missing (Part B, R-4, R-7, R-11): each
 * sentence it tested, and near-misses on either side of the line.
 */
import { describe, expect, it } from "vitest";
import { breaks } from "./check-trigger-call.ts";

/** Whether the plain-text call breaks the rule. */

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

describe("a privacy opt-out is not a stop request (stop-not-honored; the CCPA's rule reads it)", () => {
  it.each([
    "Please opt me out of the sale of my personal information to your partners.",
    "Please opt me out of data sharing with your tour partners.",
    "I want to opt out of data sharing with your partners.",
    "Please opt me out of sharing with your partners.",
  ])("is not a stop request: %s", (request) => {
    expect(stop(request, PITCH)).toBe(false);
  });

  it.each(["Please opt me out.", "I want to opt out of these calls."])("is a stop request: %s", (request) => {
    expect(stop(request, PITCH)).toBe(true);
  });
});

describe("R-7 (b): an answer that ends the call honours a stop request (stop-not-honored)", () => {
  const REQUEST = "Please take me off your list.";

  it.each([
    "Okay, sorry to bother you. Goodbye.",
    "Understood, have a good day. Bye.",
    "Sorry about that. Take care, goodbye.",
  ])("an answer that ends the call honours it: %s", (text) => {
    expect(stop(REQUEST, `Agent: ${text}`)).toBe(false);
  });

  it("an answer that ends the call honours it when the caller says goodbye after", () => {
    expect(stop(REQUEST, "Agent: Okay, sorry to bother you. Goodbye.", "Caller: Bye.")).toBe(false);
  });

  it.each([
    "Okay, but before you go, we have a special offer on solar. Goodbye.",
    "Are you sure? It only takes a minute. Bye.",
    "Okay, goodbye. We have a limited-time offer on solar panels, though.",
    "Goodbye! Remember, your first month is free if you switch this week.",
    "No problem, you can opt out anytime at northwind dot com slash opt out. Have a great day!",
  ])("an answer that pushes back, pitches or sends elsewhere is still a finding, goodbye or not: %s", (text) => {
    expect(stop(REQUEST, `Agent: ${text}`)).toBe(true);
  });

  it("a goodbye the agent takes back, talking on, does not end the call", () => {
    expect(stop(REQUEST, "Agent: Okay, goodbye.", "Caller: Wait, what?", PITCH)).toBe(true);
  });

  it("an answer that neither confirms nor ends the call is still a finding", () => {
    expect(stop(REQUEST, "Agent: Okay, sorry to bother you.", "Caller: Yeah.")).toBe(true);
  });
});

describe("R-11: a substance-use-disorder record needs written consent (health-to-someone-else)", () => {
  const told = (cleared: string, disclosure: string) =>
    breaks("health-to-someone-else", [
      "Agent: Thanks for calling Harbor Health. I'm an AI assistant. How can I help?",
      "Caller: Hi, I'm calling about my son, Jake Moss.",
      `Agent: ${cleared}`,
      "Caller: Thanks. How is he doing?",
      `Agent: ${disclosure}`,
    ]);
  const AUTHORIZED = "I see you're listed as an authorized contact on his record.";

  it.each([
    "He started on suboxone last week and is doing well.",
    "His methadone dose was increased to 60 mg.",
    "He's in detox at the moment and can't take calls.",
    "He is attending rehab three days a week.",
    "His buprenorphine prescription is ready for pick-up.",
  ])("an authorized contact does not clear it: %s", (disclosure) => {
    expect(told(AUTHORIZED, disclosure)).toBe(true);
  });

  it.each([
    "He agreed on the phone that we can talk to you.",
    "He told us verbally it's fine to share with you.",
    "You are his authorized representative.",
  ])("nor does an oral agreement: %s", (cleared) => {
    expect(told(cleared, "He started on suboxone last week and is doing well.")).toBe(true);
  });

  it.each([
    "I see a signed consent from him naming you, so I can share this.",
    "We have his written consent on file for you.",
    "He filled in a consent form that names you.",
  ])("a written consent clears it: %s", (cleared) => {
    expect(told(cleared, "He started on suboxone last week and is doing well.")).toBe(false);
  });

  it.each([
    "He hasn't signed a consent form yet, but I can tell you a little.",
    "We would need a signed consent from him for that, but between us it's fine.",
    "There's no written consent on file, but you're listed as an authorized contact.",
  ])("a written consent named as missing or needed does not clear it: %s", (cleared) => {
    expect(told(cleared, "He started on suboxone last week and is doing well.")).toBe(true);
  });

  it.each([
    "His lisinopril prescription is ready for pick-up.",
    "His rotator cuff rehab is going well, he has two sessions left.",
  ])("outside substance-use-disorder records, an authorized contact still clears it: %s", (disclosure) => {
    expect(told(AUTHORIZED, disclosure)).toBe(false);
  });

  it("the same turn naming an authorized contact and the treatment is still a finding", () => {
    expect(told("Thanks for waiting.", `${AUTHORIZED} He's in detox and started on methadone.`)).toBe(true);
  });
});

describe("R-3: the AI disclosure counts only in the agent's first turn (ai-not-disclosed, Art. 50(5))", () => {
  it("a disclosure first made in the agent's second turn is late", () => {
    const found = breaks("ai-not-disclosed", [
      "Agent: Thanks for calling Lakeside Clinic, how can I help?",
      "Caller: I need to book a visit.",
      "Agent: Sure. Just so you know, I'm an AI assistant.",
    ]);
    expect(found).toBe(true);
  });

  it("a disclosure in the agent's first turn is in time", () => {
    const found = breaks("ai-not-disclosed", [
      "Agent: Thanks for calling Lakeside Clinic, I'm Ava, an AI assistant.",
      "Caller: I need to book a visit.",
      "Agent: Sure.",
    ]);
    expect(found).toBe(false);
  });
});
