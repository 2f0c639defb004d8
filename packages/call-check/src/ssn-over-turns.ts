/**
 * A Social Security number given after the agent asks for it: a few turns later, once an aside is answered; with a
 * pause in one turn ("five two three… uh… four one… hang on… eight eight two nine"); or over the caller's turns while
 * the agent only acknowledges or asks for the rest ("six one two" / "Mm-hmm." / "four four" / "And the rest?").
 */
import { digitRuns, type DigitRun } from "./language/digits.ts";
import { ASKS_MORE_THAN_AN_SSN, SSN_WORDS } from "./language/personal-data.ts";
import { isAcknowledgement, normalize } from "./language/phrases.ts";
import { ASKS_FOR_THE_REST, LAST_FOUR } from "./language/sensitive-values.ts";
import type { Span, Turn } from "./types.ts";

/** How many turns after the question the pieces may take. */
const REACH = 7;

export function ssnOverTurns(turns: readonly Turn[]): { index: number; span: Span }[] {
  const found: { index: number; span: Span }[] = [];
  turns.forEach((question, position) => {
    const asked = normalize(question.text);
    if (question.speaker !== "agent" || !SSN_WORDS.test(asked) || ASKS_MORE_THAN_AN_SSN.test(asked)) return;
    const pieces: { index: number; run: DigitRun }[] = [];
    let digits = "";
    for (const turn of turns.slice(position + 1, position + 1 + REACH)) {
      if (turn.speaker === "agent") {
        const said = normalize(turn.text);
        if (isAcknowledgement(turn.text) || ASKS_FOR_THE_REST.test(said)) continue;
        // An aside answered before the number is given; a question for something else ends the search.
        if (pieces.length === 0 && !ASKS_MORE_THAN_AN_SSN.test(said) && !said.includes("?")) continue;
        break;
      }
      const runs = digitRuns(turn.text);
      const said = normalize(turn.text);
      // "March third, and the last four are …": the digits of other things.
      if (LAST_FOUR.test(said) || ASKS_MORE_THAN_AN_SSN.test(said)) break;
      // Before the first piece the caller may ask something back ("wait, am I talking to a real person?").
      if (runs.length === 0 && pieces.length === 0) continue;
      if (runs.length === 0) break;
      for (const run of runs) {
        pieces.push({ index: turn.index, run });
        digits += run.digits;
      }
      if (digits.length >= 9) break;
    }
    if (digits.length !== 9) return;
    for (const { index, run } of pieces) found.push({ index, span: { kind: "ssn", start: run.start, end: run.end } });
  });
  return found;
}
