/**
 * Numbers as they are said: "4111 1111 1111 1111", "4111-1111-…", or word by word, "four one one one". One pass over
 * the text, with a simple global expression that cannot backtrack, so a 300,000-character word or 200,000 digits are
 * read as fast as anything else.
 */
import { NUMBER_WORDS, REPEATS, SPOKEN_JOINERS, TEENS, TENS } from "./number-words.ts";

export interface DigitRun {
  /** The digits, in order. */
  digits: string;
  /** Where the run starts and ends in the text. */
  start: number;
  end: number;
  /** The lengths of its groups, as written: [3, 2, 4] for 123-45-6789; one per word when spoken. */
  groups: number[];
}

/** An ASCII letter (not NaN, off the text's ends). */
const isLetter = (code: number): boolean => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/**
 * Numerals, and the words read here as whole words: found by one expression without nesting, in native code, so a
 * check skips the words that are not numbers without looking at each.
 */
const NUMBER_TOKEN = new RegExp(
  `\\d+|\\b(?:${[...Object.keys(NUMBER_WORDS), ...Object.keys(TEENS), ...Object.keys(TENS), ...Object.keys(REPEATS), ...SPOKEN_JOINERS].join("|")})\\b`,
  "gi",
);

/** What may stand between two groups of one number: spaces, a dash, a dot, a comma, a slash. */
const JOINER = /^[\s,.\-–—/]{1,4}$/;

interface Token {
  digits: string;
  start: number;
  end: number;
  /** "oh" and "o" are zeros only next to other digits. */
  weak: boolean;
}

/** Each text is read once per check: the card, code and SSN searches and the redacted copy share the runs. */
const known = new Map<string, readonly DigitRun[]>();

/** Every run of digits in the text, numerals and number words alike. */
export function digitRuns(text: string): readonly DigitRun[] {
  const cached = known.get(text);
  if (cached) return cached;
  const runs = readDigitRuns(text);
  if (known.size > 20_000) known.clear();
  known.set(text, runs);
  return runs;
}

function readDigitRuns(text: string): DigitRun[] {
  const runs: DigitRun[] = [];
  let current: (DigitRun & { weakOnly: boolean }) | null = null;
  let repeat = 1;
  /** The run's last word was a tens word ("forty"), whose 0 a unit word after it replaces ("forty-one"). */
  let tensOpen = false;
  const close = () => {
    if (current && !current.weakOnly) runs.push({ ...current, weakOnly: undefined } as DigitRun);
    current = null;
  };
  let lastEnd = 0;
  NUMBER_TOKEN.lastIndex = 0;
  for (let match = NUMBER_TOKEN.exec(text); match; match = NUMBER_TOKEN.exec(text)) {
    const word = match[0];
    const start = match.index;
    const end = start + word.length;
    // Any other word since the last token ends the run, and what "double" or "forty" began.
    if (start - lastEnd > 4 || /[A-Za-z]/.test(text.slice(lastEnd, start))) {
      close();
      repeat = 1;
      tensOpen = false;
    }
    lastEnd = end;
    const numeral = word.charCodeAt(0) <= 57;
    // A numeral touching letters ("A1234", "5th") is part of a code or a word, not a spoken number.
    const touching = numeral && (isLetter(text.charCodeAt(start - 1)) || isLetter(text.charCodeAt(end)));
    const lower = numeral ? "" : word.toLowerCase();
    if (!numeral && SPOKEN_JOINERS.has(lower) && current && JOINER.test(text.slice(current.end, start))) {
      current.end = end;
      tensOpen = false;
      continue;
    }
    const unit = numeral ? undefined : NUMBER_WORDS[lower];
    if (tensOpen && current && unit !== undefined && unit !== "0" && /^[ -]$/.test(text.slice(current.end, start))) {
      current.digits = `${current.digits.slice(0, -1)}${unit}`;
      current.end = end;
      tensOpen = false;
      continue;
    }
    tensOpen = false;
    if (!numeral && lower in REPEATS) {
      repeat = REPEATS[lower] ?? 1;
      // "… four, double four": the word belongs to the run, so the run reaches over it.
      if (current && JOINER.test(text.slice(current.end, start))) current.end = end;
      continue;
    }
    const tens = numeral ? undefined : TENS[lower];
    const value = numeral && !touching ? word : (NUMBER_WORDS[lower] ?? TEENS[lower] ?? (tens && `${tens}0`));
    if (value === undefined) {
      close();
      repeat = 1;
      continue;
    }
    const token: Token = { digits: value.repeat(repeat), start, end, weak: lower === "oh" || lower === "o" };
    repeat = 1;
    tensOpen = tens !== undefined;
    const gap = current ? text.slice(current.end, start) : "";
    if (current && JOINER.test(gap)) {
      current.digits += token.digits;
      current.end = end;
      current.groups.push(token.digits.length);
      current.weakOnly &&= token.weak;
    } else {
      close();
      current = { digits: token.digits, start, end, groups: [token.digits.length], weakOnly: token.weak };
    }
  }
  close();
  return runs;
}

/** The Luhn checksum that every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A payment card number: 13 to 19 digits that pass Luhn. */
export const isCardNumber = (digits: string): boolean =>
  digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);

/**
 * The card number inside a longer run, as a group-aligned part of it (a card read out with its security code after
 * it): start and length in digits, or null. Runs longer than 64 digits are no card.
 */
export function cardWithin(run: DigitRun): { from: number; length: number } | null {
  if (isCardNumber(run.digits)) return { from: 0, length: run.digits.length };
  if (run.digits.length > 64) return null;
  const boundaries = [0];
  for (const group of run.groups) boundaries.push((boundaries.at(-1) ?? 0) + group);
  for (const from of boundaries) {
    for (const to of boundaries) {
      if (to - from >= 13 && to - from <= 19 && isCardNumber(run.digits.slice(from, to))) {
        return { from, length: to - from };
      }
    }
  }
  return null;
}
