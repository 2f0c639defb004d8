/**
 * Wording that goes stale on a day: "have until 2 December 2026" read on 3 December, "will apply from 1 January 2027"
 * read in February. Pages word such dates at build from the registries (src/content/registry-references.ts,
 * `inForceWording`); this finds what slipped through in a page's text, as of `today` (YYYY-MM-DD), so that a test can
 * hold every built page to it (e2e/dated-wording.spec.ts).
 */
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONTH = `(${MONTHS.map((month) => `${month.slice(0, 3)}(?:${month.slice(3)}|\\.)?`).join("|")})`;
/** "2 December 2026", "2 Dec 2026", "December 2, 2026", "Dec. 2, 2026". */
const DATE = `(?:(\\d{1,2}) ${MONTH} (\\d{4})|${MONTH} (\\d{1,2}), (\\d{4}))`;

/** A period said to be still running up to a day: "have until …", "remains in force until …". */
const STILL_RUNNING = new RegExp(
  `\\b(?:have|has|gives|grants|remains?|runs|lasts|is|are|stays?)\\b[^.;:!?]{0,80}?\\buntil ${DATE}`,
  "gi",
);
/** A rule said to start in the future: "will apply from …", "takes effect on …" as a future. */
const STILL_AHEAD = new RegExp(
  `\\bwill (?:apply|take effect|enter into force|be required|become [a-z]+)\\b[^.;:!?]{0,60}?\\b(?:from|on) ${DATE}`,
  "gi",
);

const monthNumber = (name: string): number =>
  MONTHS.findIndex((month) => month.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase()) + 1;

/** The day a match names, as YYYY-MM-DD. */
function dayOf(match: RegExpExecArray): string {
  const [day1, month1, year1, month2, day2, year2] = match
    .slice(match.length - 6)
    .map((group: string | undefined) => group ?? "");
  const [day, month, year] = day1 ? [day1, month1, year1] : [day2, month2, year2];
  return `${String(year)}-${String(monthNumber(String(month))).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Every phrase of `text` that ties a period or a start to a day, with that day: true today, stale some day. */
export function datedPhrases(text: string): { phrase: string; day: string; ends: boolean }[] {
  const flat = text.replaceAll(/\s+/g, " ");
  return [
    ...[...flat.matchAll(STILL_RUNNING)].map((match) => ({ phrase: match[0], day: dayOf(match), ends: true })),
    ...[...flat.matchAll(STILL_AHEAD)].map((match) => ({ phrase: match[0], day: dayOf(match), ends: false })),
  ];
}

/** The phrases of `text` that, on `today`, say a period still runs after it ended or a rule is ahead once begun. */
export const staleDatedWording = (text: string, today: string): string[] =>
  datedPhrases(text)
    .filter(({ day, ends }) => (ends ? day < today : day <= today))
    .map(({ phrase }) => phrase);
