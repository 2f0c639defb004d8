/**
 * The transcript again, in its own format, with every card number, security code, SSN, email address and phone
 * number replaced: a Vapi or Retell file stays valid JSON of the same shape. The values found in each turn are
 * replaced where that turn came from; every other string of the file, and any line the turns missed, is searched
 * on its own as well.
 */
import type { CheckReport } from "./check-call.ts";
import { REPLACEMENT, redactText } from "./redact.ts";
import { spansInTurn } from "./sensitive.ts";
import type { Span } from "./types.ts";

interface Value {
  text: string;
  replacement: string;
}

/** The values found in each turn, longest first, so that a card number goes before a part of it. */
function valuesByTurn(report: CheckReport): Value[][] {
  return report.transcript.turns.map((turn) =>
    (report.call.sensitive.get(turn.index) ?? [])
      .map((span: Span) => ({ text: turn.text.slice(span.start, span.end), replacement: REPLACEMENT[span.kind] }))
      .sort((a, b) => b.text.length - a.text.length),
  );
}

/** A letter, digit, underscore or "@": a value next to one is part of a longer word, number or address. */
const joinsOn = (character: string | undefined): boolean => character !== undefined && /[\w@]/.test(character);

/**
 * Replaces each value where it stands alone (not inside a longer word or number). Searched as text, not as one
 * expression per value: compiling a new expression for each value found cost a first check about 2 ms (decision 018).
 */
function replaceValues(text: string, values: readonly Value[]): string {
  let result = text;
  for (const { text: value, replacement } of values) {
    if (value.trim() === "") continue;
    let replaced = "";
    let kept = 0;
    let at = result.indexOf(value);
    while (at !== -1) {
      if (joinsOn(result[at - 1]) || joinsOn(result[at + value.length])) {
        at = result.indexOf(value, at + 1);
        continue;
      }
      replaced += result.slice(kept, at) + replacement;
      kept = at + value.length;
      at = result.indexOf(value, kept);
    }
    result = replaced + result.slice(kept);
  }
  return result;
}

/** A string with no turn around it: what it holds by itself. */
const redactAlone = (text: string): string =>
  redactText(text, spansInTurn({ index: 0, speaker: "caller", text, time: null }, undefined));

function redactLines(source: string, report: CheckReport, values: Value[][]): string {
  const lines = source.split(/(\r?\n)/);
  // split with a capture keeps the line breaks at odd positions: line n is at 2n.
  const lineValues = new Map<number, Value[]>();
  report.origins.forEach((origins, turn) => {
    for (const origin of origins) {
      for (const line of Array.isArray(origin) ? (origin as number[]) : []) {
        lineValues.set(line, [...(lineValues.get(line) ?? []), ...(values[turn] ?? [])]);
      }
    }
  });
  // A line of a turn had its values found with the turn; any other line is searched on its own.
  return lines
    .map((line, position) => {
      if (position % 2 === 1) return line;
      const found = lineValues.get(position / 2);
      return found ? replaceValues(line, found) : redactAlone(line);
    })
    .join("");
}

type Json = unknown;
type Path = readonly (string | number)[];

/**
 * The pieces of the numbers found, for strings that hold one word each (Retell's `words`): "4111" of a card number
 * read in four groups, "four" of one read digit by digit.
 */
function numberPieces(values: readonly Value[]): Map<string, string> {
  const pieces = new Map<string, string>();
  for (const { text, replacement } of values) {
    if (replacement === REPLACEMENT.email) continue;
    for (const [piece] of text.toLowerCase().matchAll(/\d+|[a-z]+/g)) pieces.set(piece, replacement);
  }
  return pieces;
}

function redactJson(document: Json, report: CheckReport, values: Value[][]): string {
  const turnOf = new Map<string, number>();
  report.origins.forEach((origins, turn) => {
    for (const origin of origins) if (Array.isArray(origin)) turnOf.set(JSON.stringify(origin), turn);
  });
  const everyValue = values.flat();
  const pieces = numberPieces(everyValue);
  const walk = (node: Json, path: Path): Json => {
    if (typeof node === "string") {
      const turn = turnOf.get(JSON.stringify(path));
      const word = node.trim().toLowerCase().replace(/[^\w]/g, "");
      const piece = turn === undefined && node.length <= 24 ? pieces.get(word) : undefined;
      if (piece) return piece;
      return turn === undefined
        ? redactAlone(replaceValues(node, everyValue))
        : replaceValues(node, values[turn] ?? []);
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (typeof node === "object" && node !== null) {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value, [...path, key])]));
    }
    return node;
  };
  return `${JSON.stringify(walk(document, []), null, 2)}\n`;
}

export function redactedCopy(source: string, report: CheckReport): string {
  const values = valuesByTurn(report);
  return report.document === null ? redactLines(source, report, values) : redactJson(report.document, report, values);
}
