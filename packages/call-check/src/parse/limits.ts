/** How much the checker reads: apart from the parsers, so the page can refuse a file before reading it. */
import type { ParseError } from "./result.ts";

/** Larger pastes are refused at once rather than read: about 5 MB of text, a call of many hours. */
export const MAX_CHARACTERS = 6_000_000;

/** The answer for a transcript over the limit, which is not read. */
export const tooLarge = (characters: number): ParseError => ({
  kind: "too-large",
  message: `This transcript is ${(characters / 1e6).toFixed(1)} million characters: the checker reads up to ${MAX_CHARACTERS / 1e6} million, about a day of talk.`,
});
