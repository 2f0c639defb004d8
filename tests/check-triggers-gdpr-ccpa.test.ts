// @vitest-environment node
/**
 * The GDPR and CCPA triggers the December 2026 legal reading asked to change (Part B, R-17, R-18, R-19): each
 * reading it named, and near-misses on either side of the line.
 */
import { describe, expect, it } from "vitest";
import { breaks } from "./check-trigger-call.ts";

/** Whether the plain-text call breaks the rule. */

describe("R-17: an ID number kept beyond its purpose, not one a register requires (document-number-kept)", () => {
  const kept = (text: string) =>
    breaks("document-number-kept", [
      "Agent: Thanks for calling Harbour Hotel, I'm the AI assistant.",
      "Caller: I'd like to book a room for Friday.",
      `Agent: ${text}`,
    ]);

  it.each([
    "Read me your national ID number and I'll keep it in your patient record for next time.",
    "And your ID number from your identity card, please; I'll keep it in your member file.",
    "I'll hang on to that licence number for you, so the next trip goes through.",
    "Give me your passport number and we'll hold onto it for your next stay.",
    "I've stored your passport number so you won't need it again.",
    "Thanks. I've put your licence details on your customer profile for next time.",
    "not a problem i've saved your passport number to your profile",
  ])("keeping the number is a finding: %s", (text) => {
    expect(kept(text)).toBe(true);
  });

  it.each([
    "I'm sorry, we don't keep passport numbers between stays.",
    "We never store your passport number in a profile.",
    "I won't save your driver's license anywhere.",
    "Spanish law requires us to register your passport at check-in, and we record only what that law requires.",
    "I've noted your passport number on the guest register, as the law requires, and nowhere else.",
  ])("not keeping it, or keeping it for a register the law requires, is none: %s", (text) => {
    expect(kept(text)).toBe(false);
  });
});

describe("R-18: another person's details, not those of a booking the caller is on (someone-elses-details)", () => {
  const told = (ask: string, text: string) =>
    breaks("someone-elses-details", [
      "Agent: Thanks for calling Harbour Hotel, I'm the AI assistant.",
      `Caller: ${ask}`,
      `Agent: ${text}`,
    ]);

  it.each([
    [
      "My friend, Jess Carter, has an appointment this week. When is it?",
      "Jess Carter's appointment is on Thursday at 12:30.",
    ],
    [
      "My boss, Richard Hale, is due tonight. When is he arriving?",
      "Richard Hale is booked from tonight, staying until Friday.",
    ],
    [
      "Can you tell me if Chloe Martin has booked her massage?",
      "Chloe Martin has booked a 60-minute massage for Saturday at 11.",
    ],
    [
      "My wife, Inês Duarte, made a reservation. Which dates?",
      "Inês Duarte's reservation is for a double room from the 8th.",
    ],
  ])("telling the caller is a finding: %s → %s", (ask, text) => {
    expect(told(ask, text)).toBe(true);
  });

  it.each([
    [
      "I booked for me and my wife, Anne Weiss, on the same reservation. Which dates?",
      "Anne Weiss is booked for the 8th to the 11th with you.",
    ],
    ["My wife, Anne Weiss, and I are on our booking together. When is it?", "Her booking is for the 8th to the 11th."],
    [
      "My friend, Jess Carter, has an appointment. When is it?",
      "I can't share another person's appointment; Jess can call us herself.",
    ],
    ["My friend, Jess Carter, has an appointment. When is it?", "Today's appointment list is full, I'm afraid."],
  ])("a caller on the same booking, or nothing told, is none: %s → %s", (ask, text) => {
    expect(told(ask, text)).toBe(false);
  });
});

describe("R-19: an opt-out of sale or sharing answered (sharing-opt-out-ignored)", () => {
  const ignored = (...agent: string[]) =>
    breaks("sharing-opt-out-ignored", [
      "Agent: Thanks for calling Orbit Mobile, I'm the AI assistant.",
      "Caller: Stop sharing my data with advertisers, please.",
      ...agent.flatMap((text, index) => (index === 0 ? [`Agent: ${text}`] : ["Caller: Yes.", `Agent: ${text}`])),
    ]);

  it.each([
    "We don't sell or share our customers' personal information at all.",
    "We never sell or share personal information.",
    "I've submitted your opt-out request; it takes effect within a few days.",
    "I've submitted your request to opt out of the sale and sharing of your personal information.",
    "Done, I've stopped sharing your information with our partners.",
    "Done, I've stopped sharing your data. You can't opt back in online, though.",
  ])("saying so honours the request: %s", (text) => {
    expect(ignored(text)).toBe(false);
  });

  it.each([
    "I won't be able to stop sharing your data, it's how the marketplace works.",
    "I can't opt you out of partner sharing, sorry.",
    "Sharing helps us keep prices low. Anything else?",
    "We don't sell your data, but we do share it with ad partners.",
  ])("a refusal or another answer ignores it: %s", (text) => {
    expect(ignored(text)).toBe(true);
  });

  it("a clarifying question first is judged by the answer that follows it", () => {
    expect(ignored("Is that for the account ending in 712?", "Done. I've opted you out of sharing.")).toBe(false);
    expect(ignored("Is that for the account ending in 712?", "Sharing helps us keep prices low.")).toBe(true);
  });
});
