/** What the rules ask of a call: its agent's opening, the turn after another, whether the caller identified. */
import { digitRuns } from "../language/digits.ts";
import { says } from "../language/phrases.ts";
import { childOnTheCall, statedChildAge } from "../language/children.ts";
import { ABOUT_AN_ANIMAL } from "../language/health.ts";
import { ASKS_IDENTITY, IDENTITY_DETAIL } from "../language/records.ts";
import { redactText } from "../redact.ts";
import type { CallUnderCheck, Finding, Rule, Turn } from "../types.ts";

export const agentTurns = (call: CallUnderCheck): Turn[] => call.turns.filter(({ speaker }) => speaker === "agent");

/** The agent's first turns: "neither of the agent's first two turns". */
export const opening = (call: CallUnderCheck, count = 2): Turn[] => agentTurns(call).slice(0, count);

/** The first turn of the agent after this one, or undefined when the call ends first. */
export const nextAgentTurn = (call: CallUnderCheck, after: Turn): Turn | undefined =>
  call.turns.find(({ index, speaker }) => index > after.index && speaker === "agent");

/**
 * The first turn of `speaker` after this one that says one of the phrasings: where a rule stops watching (a parent
 * takes the phone, the agent confirms the caller is authorized).
 */
export const firstSaidAfter = (
  call: CallUnderCheck,
  after: Turn,
  speaker: Turn["speaker"],
  ...phrasings: readonly (RegExp | readonly RegExp[])[]
): Turn | undefined =>
  call.turns.find((turn) => turn.index > after.index && turn.speaker === speaker && says(turn.text, ...phrasings));

const previousTurn = (call: CallUnderCheck, turn: Turn): Turn | undefined => call.turns[turn.index - 1];

/** The first caller turn that gives identity details, per call: found once, asked of many turns. */
const firstIdentified = new WeakMap<CallUnderCheck, number>();

/**
 * Whether the caller gave identity details before this turn: a date of birth, an ID, the last four of an SSN, a
 * PIN, passcode or one-time code; or answered the agent's question for one with a number or a date, in digits or
 * words. A name is not one.
 */
export function identifiedBefore(call: CallUnderCheck, turn: Turn): boolean {
  let first = firstIdentified.get(call);
  if (first === undefined) {
    const identifying = call.turns.find((earlier) => {
      if (earlier.speaker !== "caller") return false;
      // A full Social Security number includes its last four.
      if (says(earlier.text, IDENTITY_DETAIL) || call.sensitive.get(earlier.index)?.some(({ kind }) => kind === "ssn"))
        return true;
      const asked = previousTurn(call, earlier);
      // Digits or number words: "4 4 1 9", "eight two six one", "March third, nineteen eighty".
      return asked?.speaker === "agent" && says(asked.text, ASKS_IDENTITY) && digitRuns(earlier.text).length > 0;
    });
    first = identifying?.index ?? Number.POSITIVE_INFINITY;
    firstIdentified.set(call, first);
  }
  return first < turn.index;
}

/** The call is about an animal: said so in the agent's opening or the caller's first turn. */
export function aboutAnAnimal(call: CallUnderCheck): boolean {
  const firstOf = (speaker: Turn["speaker"]) => call.turns.find((turn) => turn.speaker === speaker);
  return [firstOf("agent"), firstOf("caller")].some((turn) => turn !== undefined && says(turn.text, ABOUT_AN_ANIMAL));
}

/**
 * The caller's first turn that shows a child under 13 on the call: the caller's own age ("I'm 9", or "twelve" to "how
 * old are you?"), or a parent's "he's right here with me, he's ten". The COPPA rules start from it.
 */
export const childTurn = (call: CallUnderCheck): Turn | undefined =>
  call.turns.find(
    (turn) =>
      turn.speaker === "caller" &&
      (statedChildAge(turn.text, previousTurn(call, turn)?.text) !== null || childOnTheCall(turn.text)),
  );

const QUOTE_LENGTH = 280;

/** A finding at a turn, quoting it with every sensitive value replaced. */
export function finding(rule: Pick<Rule, "id">, call: CallUnderCheck, turn: Turn): Finding {
  const redacted = redactText(turn.text, call.sensitive.get(turn.index) ?? []);
  const evidence = redacted.length > QUOTE_LENGTH ? `${redacted.slice(0, QUOTE_LENGTH - 1)}…` : redacted;
  return { ruleId: rule.id, turn, evidence };
}
