/**
 * Warming the checker before a visitor's call arrives: the worker checks these calls when it starts (the transcript box
 * was focused), while the call is being pasted. They reach it from the build through the page, as the island's props
 * and the worker's first message (./warm-up-run.ts), so its script does not carry them (decision 026). The first check of a fresh engine compiles every pattern it tries and
 * runs cold code; here that happens on the worked example, which breaks rules, on a call that breaks none, so that
 * every rule reads every turn with every pattern, and on calls that take each rule's other branches
 * (tests/check-warm-up.test.ts asserts every phrasing is tried). Decision 018 has the figures.
 */
import type { WarmUp } from "./warm-up-run.ts";
import { checkExample } from "#src/content/check-example.ts";

/**
 * A call in which no rule finds anything: every pattern is tried on every turn. Its opening is in lower case, as some
 * speech-to-text writes it, so that a business's name is looked for without capitals too.
 */
const UNREMARKABLE_CALL = Array.from(
  { length: 4 },
  (_, round) =>
    `Agent: good morning, thanks for your patience, round ${round}.\nCaller: Sure, that sounds fine to me.\nAgent: Great, I will make a note of that.\nCaller: Okay, thank you.`,
).join("\n");

/** A call that breaks most rules, in most of the ways a call can: every path of the checker runs. */
const EVERY_RULE_CALL = [
  "[00:00:01] AI: Hi, this is Max at Acme, calling about your account.",
  "[00:00:04] Customer: Who is this? Are you a robot?",
  "[00:00:07] AI: I'm a real person! You qualify for our special offer, twenty percent off today.",
  "[00:00:12] Customer: I'm picking up for my mother, her test results. She is here with me, she's nine. Stop calling me.",
  "[00:00:18] AI: Before you go, her biopsy came back positive for cancer, ready to collect, and your balance is $1,284.50, past due.",
  "[00:00:25] Customer: My card is four one one one, one one one one",
  "[00:00:28] AI: Mm-hmm.",
  "[00:00:29] Customer: 1111 1111, security code 737, and my social is 123-45-6789.",
  "[00:00:35] AI: Thanks. What's your email address and home address? His college grades dropped and he has three absences.",
  "[00:00:41] Customer: jane.doe@example.com, or jane at example dot com, and call me at 415-555-0123.",
  "[00:00:47] AI: I've saved your passport number. Please take me off your list, you said? Let me tell you about our plan.",
].join("\n");

/**
 * Turns that take the branches the call above does not: a stop honored, then argued; a neighbour asked about; a card's
 * state; the business's registered name compared with the opening's.
 */
const OTHER_PATHS_CALL = [
  "Agent: Hello, this is an automated assistant from Northwind Energy. This call is recorded. Your gas account is past due.",
  "Caller: Is my neighbour Dana booked in for tomorrow? And don't share my data with anyone.",
  "Agent: Dana is booked for 9 am on Friday, and her new address is on file. We can't stop sharing it, though.",
  "Caller: Take me off your list, please. My social is 123 456 789.",
  "Agent: I'll remove you from our list, but before you go, are you sure?",
  "Caller: Fine. What else do you need?",
  "Agent: Your card is locked. Your Social Security number, please.",
  "Caller: five two one, uh, four four",
  "Agent: Mm-hmm, and the rest?",
  "Caller: nine eight seven six",
].join("\n");

/** What the warm-up checks, in order and how often: `npm run bench` pastes the same calls to warm a page that checks on its own. */
export const WARM_UP: WarmUp = {
  calls: [
    { transcript: checkExample.transcript, settings: checkExample.settings },
    { transcript: UNREMARKABLE_CALL, settings: { ...checkExample.settings, direction: "outbound" } },
    { transcript: EVERY_RULE_CALL, settings: { ...checkExample.settings, direction: "outbound" } },
    {
      transcript: OTHER_PATHS_CALL,
      settings: { ...checkExample.settings, direction: "outbound", businessName: "Northwind Energy" },
    },
  ],
  rounds: 2,
};
