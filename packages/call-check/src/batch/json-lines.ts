/**
 * JSON Lines, recognized by content like every other format: a text that is not one JSON document, whose lines (two
 * or more) each open and close like a JSON value. Each line is then a call in any JSON format the page reads.
 */

/** One line of a JSON Lines text: its 1-based number and its text. */
export interface JsonLine {
  line: number;
  text: string;
}

const looksLikeValue = (line: string): boolean => /^[[{]/.test(line) && /[\]}]\s*$/.test(line);

function isOneDocument(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The calls of a JSON Lines text, blank lines left out; null when the text is not JSON Lines. */
export function jsonLines(text: string): JsonLine[] | null {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((line, index) => ({ line: index + 1, text: line }))
    .filter(({ text: line }) => line.trim() !== "");
  if (lines.length < 2 || !lines.every(({ text: line }) => looksLikeValue(line))) return null;
  return isOneDocument(text) ? null : lines;
}
