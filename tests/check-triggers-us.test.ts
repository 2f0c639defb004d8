// @vitest-environment node
/**
 * The US rules' triggers the December 2026 legal reading found over-flagging or missing (R-16, R-1, R-10 (b), R-12,
 * R-13, R-14 of docs/legal-review/resolutions-2026-12-rules.md): each sentence it tested, and near-misses on either
 * side of the line.
 */
import { describe, expect, it } from "vitest";
import type { CheckSettings } from "#check/types.ts";
import { found, breaks } from "./check-trigger-call.ts";
import { checkExample } from "#src/content/check-example.ts";

const OUTBOUND: Partial<CheckSettings> = { direction: "outbound" };

/** The rules the plain-text call breaks. */

describe("R-16: every outbound artificial-voice call offers the opt-out (no-sales-opt-out, 64.1200(b)(3))", () => {
  it.each([
    "Hi, this is an AI assistant calling from Brookside Dental to remind you of your cleaning tomorrow at 9.",
    "Hello, this is the automated assistant for Crestline Recovery Services about your past-due balance.",
    "Hi, this is an automated survey for Keystone Opinion Research about issues in your county.",
  ])("an informational call without the offer is flagged: %s", (opening) => {
    expect(breaks("no-sales-opt-out", [`Agent: ${opening}`, "Caller: Okay."], OUTBOUND)).toBe(true);
  });

  it.each([
    "Hi, this is an AI assistant calling from Brookside Dental about your cleaning tomorrow. If you'd rather not get these calls, say stop calling at any time.",
    "Hi, this is an automated survey for Keystone Opinion Research. If you'd prefer not to take part or want to be removed from our list, just let me know.",
  ])("an informational call that offers it is not: %s", (opening) => {
    expect(breaks("no-sales-opt-out", [`Agent: ${opening}`, "Caller: Okay."], OUTBOUND)).toBe(false);
  });

  it("an inbound call is not held to it", () => {
    expect(breaks("no-sales-opt-out", ["Agent: Thanks for calling Brookside Dental.", "Caller: Hi."])).toBe(false);
  });

  it("the page's worked example, an outbound call with no opt-out, is now flagged", () => {
    expect(found([checkExample.transcript], checkExample.settings)).toContain("no-sales-opt-out");
  });
});

describe("R-1: with no business name set, only an organisation's name counts (business-not-named, 64.1200(b)(1))", () => {
  const unnamed = (opening: string) => breaks("business-not-named", [`Agent: ${opening}`, "Caller: Hi."], OUTBOUND);

  it.each([
    "Hi, this is Jess from Sarah's office, calling about your appointment.",
    "Hi, this is an AI assistant calling on behalf of Sunny about your order.",
    "Hello, this is Ava with Marcus, following up on your request.",
    "Hi, this is the assistant for Dana, calling to confirm tomorrow.",
    "Hello, this is an automated assistant calling from Sarah about your visit.",
    "Hi, this is Sarah's assistant calling about your appointment.",
  ])("a first name, a possessive or one capitalised word does not name the business: %s", (opening) => {
    expect(unnamed(opening)).toBe(true);
  });

  it.each([
    "Hi, this is an AI assistant calling from Northwind Insurance about your policy.",
    "Hello, this is Ava with Lakeside Family Dental about your cleaning.",
    "Hi, this is an automated assistant calling for Acme Energy about your account.",
    "Hi, this is an AI assistant calling on behalf of Harbor Bank.",
    "Hello, this is an automated call from Brightline LLC about your order.",
    "Hi, this is Greenleaf Heating and Air's assistant calling about your service.",
    "Hello, this is an AI assistant calling from Riverside Clinic.",
  ])("an organisation-like name does: %s", (opening) => {
    expect(unnamed(opening)).toBe(false);
  });
});

describe("R-10 (b): a pick-up for someone else is not a disclosure (health-to-someone-else, 164.510(b)(3))", () => {
  const pickUp = (request: string, answer: string) =>
    breaks("health-to-someone-else", [
      "Agent: Thanks for calling Corner Drug Pharmacy, I'm the automated assistant.",
      `Caller: ${request}`,
      `Agent: ${answer}`,
    ]);

  it.each([
    [
      "I'm picking up for my neighbor Walt Becker.",
      "He has oxycodone and cephalexin ready for pickup. Bring your ID to the counter.",
    ],
    ["I'm here to pick up my mom's prescription.", "Her prescription is ready for pickup at the counter."],
    ["I'm collecting for my husband, his X-rays.", "His chest X-rays are ready to pick up at the front desk."],
    ["I'm picking up for my dad, his supplies.", "Yes, his insulin pens and test strips are ready for pickup."],
  ])("what is ready to collect is not a finding: %s", (request, answer) => {
    expect(pickUp(request, answer)).toBe(false);
  });

  it.each([
    [
      "I'm picking up prescriptions for my husband.",
      "His atorvastatin for his cholesterol and tamsulosin for his prostate are ready for pickup.",
    ],
    ["I'm picking up for my mom.", "Her donepezil is ready for pickup; it's for her Alzheimer's."],
    ["I'm picking up for my mom.", "Her methadone dose is ready for pickup."],
    ["I'm calling about my mom's prescription.", "Her sertraline 50 milligrams was refilled yesterday."],
  ])("a condition, a substance-use record or a call that is no pick-up still is: %s", (request, answer) => {
    expect(pickUp(request, answer)).toBe(true);
  });
});

describe("R-12: a non-financial business's account state is not GLBA's (account-before-identity)", () => {
  const tells = (text: string) =>
    breaks("account-before-identity", [
      "Agent: Thanks for calling, I'm the AI assistant. How can I help?",
      "Caller: Hi, it's Dana Whitfield.",
      `Agent: ${text}`,
    ]);

  it.each([
    "Your phone line is suspended for non-payment.",
    "Your internet service has been suspended for non-payment.",
    "Your account is suspended, so your cable and internet are off until it's paid.",
    "Your gym membership account was frozen last week.",
  ])("not flagged: %s", (text) => {
    expect(tells(text)).toBe(false);
  });

  it.each([
    "Your loan is 30 days past due.",
    "Your credit card account has been frozen.",
    "Your account is now past due.",
    "Your mortgage is in collections.",
  ])("a financial account's state still is: %s", (text) => {
    expect(tells(text)).toBe(true);
  });
});

describe("R-13: at a postsecondary school the records are the student's (student-records-before-identity, 99.5(a))", () => {
  const told = (request: string, answer = "Thanks. His GPA is 3.1 this semester, and he is failing chemistry.") =>
    breaks("student-records-before-identity", [
      "Agent: Thanks for calling the registrar's office. I'm the AI assistant. How can I help?",
      `Caller: ${request}`,
      "Agent: Can I have the student ID and your portal PIN?",
      "Caller: Student ID 448812, PIN 4419.",
      `Agent: ${answer}`,
    ]);

  it.each([
    "Hi, I'm calling about my son Jake's grades at Ridgeview University.",
    "Hi, my daughter is a sophomore at Lakeside College and I want to check her grades.",
    "Hi, I want to know how my son's freshman year is going.",
  ])("a parent told the records, verified or not, is flagged: %s", (request) => {
    expect(told(request)).toBe(true);
  });

  it.each([
    ["Hi, I'm calling about my son Jake's grades at Ridgeview High School.", undefined],
    [
      "Hi, I'm a student at Ridgeview University and I want to check my grades.",
      "Thanks. Your GPA is 3.1 this semester.",
    ],
    [
      "Hi, I'm calling about my son Jake's grades at Ridgeview University.",
      "Thanks. Jake signed a FERPA release naming you, so I can share it: his GPA is 3.1 this semester.",
    ],
  ])("a school parent, the student or a parent the student named is not: %s", (request, answer) => {
    expect(told(request, answer)).toBe(false);
  });
});

describe("R-14: a first name, school, birthday or zip code alone is not a child's personal information (child-personal-info, 312.2)", () => {
  const asks = (...questions: string[]) =>
    breaks("child-personal-info", [
      "Agent: Thanks for calling Galaxy Toys support, I'm the AI assistant. How can I help?",
      "Caller: Hi, I'm nine and my robot is broken.",
      ...questions.flatMap((question) => [`Agent: ${question}`, "Caller: Okay."]),
    ]);

  it.each([
    ["What's your first name?"],
    ["What school do you go to?"],
    ["What's your birthday?"],
    ["What's your zip code?"],
    ["What's your first name?", "And what's your zip code?"],
  ])("not flagged: %s", (...questions) => {
    expect(asks(...questions)).toBe(false);
  });

  it.each([
    ["What's your first name?", "And what's your home address?"],
    ["What's your zip code and your phone number?"],
    ["What's your email address?"],
    ["Can I get your first and last name?"],
  ])("with another identifier it is: %s", (...questions) => {
    expect(asks(...questions)).toBe(true);
  });
});
