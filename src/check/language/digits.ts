/**
 * Numbers as they are said: "4111 1111 1111 1111", "4111-1111-…", or word by word, "four one one one". One pass over
 * the text, with a simple global expression that cannot backtrack, so a 300,000-character word or 200,000 digits are
 * read as fast as anything else.
 */

export interface DigitRun {
  /** The digits, in order. */
  digits: string;
  /** Where the run starts and ends in the text. */
  start: number;
  end: number;
  /** The lengths of its groups, as written: [3, 2, 4] for 123-45-6789; one per word when spoken. */
  groups: number[];
}

const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
/** "double five" → 55, "triple oh" → 000. */
const REPEATS: Record<string, number> = { double: 2, triple: 3 };

/** "ten" to "nineteen", as two digits each. */
const TEENS: Record<string, string> = {
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
};

/** "forty" is 40, and "forty-one" 41: the tens digit, its unit filled in by the word after it. */
const TENS: Record<string, string> = {
  twenty: "2",
  thirty: "3",
  forty: "4",
  fifty: "5",
  sixty: "6",
  seventy: "7",
  eighty: "8",
  ninety: "9",
};

/** Said between the groups of a number, as written ones have a dash: "five two one dash four four …". */
const SPOKEN_JOINERS = new Set(["dash", "hyphen"]);

const [OTHER, DIGIT, LETTER] = [0, 1, 2] as const;
/** An ASCII digit or letter, or anything else (NaN, off the text's ends, too). */
const charKind = (code: number): 0 | 1 | 2 =>
  code >= 48 && code <= 57 ? DIGIT : (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? LETTER : OTHER;
const LONGEST_NUMBER_WORD = 9;
/** The first letters of the words read here (lower case char codes): z, o, t, f, s, e, n, d, h. */
const NUMBER_WORD_INITIALS = new Set([..."zotfsendh"].map((letter) => letter.charCodeAt(0)));

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
  for (let start = 0, end = 0; start < text.length; start = end) {
    // The next numeral or word, scanned by hand: a check reads every word of a call, and most are not numbers.
    const kind = charKind(text.charCodeAt(start));
    end = start + 1;
    if (kind === OTHER) continue;
    while (end < text.length && charKind(text.charCodeAt(end)) === kind) end++;
    const numeral = kind === DIGIT;
    // A word longer than any number word ("seventeen"), or starting with a letter none starts with, is not one: it
    // ends the run, unread.
    if (!numeral && (end - start > LONGEST_NUMBER_WORD || !NUMBER_WORD_INITIALS.has(text.charCodeAt(start) | 32))) {
      close();
      repeat = 1;
      tensOpen = false;
      continue;
    }
    const word = text.slice(start, end);
    // A numeral touching letters ("A1234", "5th") is part of a code or a word, not a spoken number.
    const touching =
      numeral && (charKind(text.charCodeAt(start - 1)) === LETTER || charKind(text.charCodeAt(end)) === LETTER);
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
