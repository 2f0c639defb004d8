/**
 * What a transcript must not hold: payment card numbers (also split over one speaker's turns), card security codes,
 * Social Security numbers, and, for the redacted copy, email addresses and phone numbers. Found per turn, as spans
 * of the turn's text.
 */
import { cardWithin, digitRuns, isCardNumber, type DigitRun } from "./language/digits.ts";
import { ASKS_MORE_THAN_AN_SSN, SSN_WORDS } from "./language/personal-data.ts";
import { isAcknowledgement, normalize } from "./language/phrases.ts";
import {
  ASKS_LAST_DIGITS_OR_EXPIRY,
  GOES_ON_WITH_DIGITS,
  NAMED_AS_THE_CODE,
  NOT_WHOLE,
  SECURITY_CODE,
  SPOKEN_EMAIL,
} from "./language/sensitive-values.ts";
import { ssnOverTurns } from "./ssn-over-turns.ts";
import type { Span, Turn } from "./types.ts";

/** The digits' position in the text, from a run and a part of its digits. */
function spanOfDigits(run: DigitRun, text: string, from: number, length: number): { start: number; end: number } {
  let seen = 0;
  let start = run.start;
  let end = run.end;
  for (let index = run.start; index < run.end; index++) {
    if (!/\d/.test(text[index] ?? "")) continue;
    if (seen === from) start = index;
    seen++;
    if (seen === from + length) {
      end = index + 1;
      break;
    }
  }
  // Spoken numbers have no numerals to count: the run's own span stands for them.
  return seen === 0 ? { start: run.start, end: run.end } : { start, end };
}

/** Email addresses, found from each "@" outwards: no expression runs over the whole text. */
function emailSpans(text: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    let start = at;
    while (start > 0 && at - start < 64 && /[\w.%+-]/.test(text[start - 1] ?? "")) start--;
    let end = at + 1;
    while (end < text.length && end - at < 253 && /[\w.-]/.test(text[end] ?? "")) end++;
    while (end > at + 1 && text[end - 1] === ".") end--;
    if (start < at && /\.[A-Za-z]{2,}$/.test(text.slice(at + 1, end))) spans.push({ kind: "email", start, end });
  }
  // Read out loud, an address has " at " and " dot " in it: most turns have not, and are not searched for one.
  const said = normalize(text);
  if (!said.includes(" dot ") || !said.includes(" at ")) return spans;
  for (const match of text.matchAll(SPOKEN_EMAIL))
    spans.push({ kind: "email", start: match.index, end: match.index + match[0].length });
  return spans;
}

const isPhone = (run: DigitRun, text: string): boolean => {
  const { digits, groups } = run;
  if (text[run.start - 1] === "+") return digits.length >= 8 && digits.length <= 15;
  if (digits.length === 10) return groups.length === 1 || groups.join() === "3,3,4" || groups.every((g) => g === 1);
  return digits.length === 11 && digits.startsWith("1");
};

/** Spans within one turn, given the turn before it (whose question can make three digits a security code). */
export function spansInTurn(turn: Turn, previous: Turn | undefined): Span[] {
  const spans: Span[] = [...emailSpans(turn.text)];
  const here = normalize(turn.text);
  const asked = previous && previous.speaker !== turn.speaker ? normalize(previous.text) : "";
  for (const run of digitRuns(turn.text)) {
    const before = normalize(turn.text.slice(Math.max(0, run.start - 24), run.start));
    const card = cardWithin(run);
    if (card) {
      spans.push({ kind: "card", ...spanOfDigits(run, turn.text, card.from, card.length) });
      const rest = run.digits.length - card.from - card.length;
      if (rest >= 3 && rest <= 4 && (SECURITY_CODE.test(here) || SECURITY_CODE.test(asked))) {
        spans.push({ kind: "securityCode", ...spanOfDigits(run, turn.text, card.from + card.length, rest) });
      }
    } else if (
      run.digits.length === 9 &&
      // Asked for a date of birth and the last four, "3 15 80 1234" is nine digits and no SSN.
      (run.groups.join() === "3,2,4" ||
        SSN_WORDS.test(here) ||
        (SSN_WORDS.test(asked) && !ASKS_MORE_THAN_AN_SSN.test(asked)))
    ) {
      spans.push({ kind: "ssn", start: run.start, end: run.end });
    } else if ((run.digits.length === 3 || run.digits.length === 4) && !NOT_WHOLE.test(before)) {
      // Asked for the expiry and the code together, the code is the number said as "the code is …".
      const namedAsTheCode = NAMED_AS_THE_CODE.test(before);
      const codeNearby =
        SECURITY_CODE.test(before) ||
        (SECURITY_CODE.test(asked) && (namedAsTheCode || !ASKS_LAST_DIGITS_OR_EXPIRY.test(asked)));
      if (codeNearby || (SECURITY_CODE.test(here) && !/\d{5,}/.test(turn.text.replace(/[\s-]/g, "")))) {
        spans.push({ kind: "securityCode", start: run.start, end: run.end });
      }
    } else if (isPhone(run, turn.text)) {
      spans.push({ kind: "phone", start: phoneStart(run, turn.text), end: run.end });
    }
  }
  return spans;
}

/** Adds spans to a turn's, by the turn's index. */
function addSpans(spans: Map<number, Span[]>, index: number, added: readonly Span[]): void {
  spans.set(index, [...(spans.get(index) ?? []), ...added]);
}

/** A phone number's span takes its "+" with it. */
const phoneStart = (run: DigitRun, text: string): number => (text[run.start - 1] === "+" ? run.start - 1 : run.start);

/**
 * A card number read over several turns of one speaker ("4111 1111" … "mm-hmm" … "1111 1111"): digits that end one
 * turn and begin the next, with only acknowledgements from the other side between.
 */
function splitCardSpans(turns: readonly Turn[]): Map<number, Span[]> {
  const found = new Map<number, Span[]>();
  for (let first = 0; first < turns.length; first++) {
    const turn = turns[first];
    if (!turn) continue;
    const lastRun = digitRuns(turn.text).at(-1);
    if (
      !lastRun ||
      turn.text
        .slice(lastRun.end)
        .trim()
        .replace(/[.,!?]/g, "") !== ""
    )
      continue;
    let digits = lastRun.digits;
    const parts: { index: number; start: number; end: number }[] = [
      { index: first, start: lastRun.start, end: lastRun.end },
    ];
    for (let next = first + 1; next < turns.length && digits.length < 19 && parts.length < 5; next++) {
      const candidate = turns[next];
      if (!candidate) break;
      if (candidate.speaker !== turn.speaker) {
        if (isAcknowledgement(candidate.text)) continue;
        break;
      }
      const runs = digitRuns(candidate.text);
      const head = runs[0];
      if (!head || candidate.text.slice(0, head.start).trim().replace(GOES_ON_WITH_DIGITS, "").trim() !== "") break;
      digits += head.digits;
      parts.push({ index: next, start: head.start, end: head.end });
      if (isCardNumber(digits) && parts.length > 1) {
        const indices = parts.map(({ index }) => index);
        for (const part of parts) {
          addSpans(found, part.index, [{ kind: "card", start: part.start, end: part.end, turns: indices }]);
        }
        break;
      }
      if (head.end !== candidate.text.trimEnd().replace(/[.,!?]$/, "").length) break;
    }
  }
  return found;
}

/** Every sensitive span of every turn. */
export function sensitiveSpans(turns: readonly Turn[]): Map<number, Span[]> {
  const spans = splitCardSpans(turns);
  for (const { index, span } of ssnOverTurns(turns)) addSpans(spans, index, [span]);
  for (const [position, turn] of turns.entries()) addSpans(spans, turn.index, spansInTurn(turn, turns[position - 1]));
  return spans;
}
