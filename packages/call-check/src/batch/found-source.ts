/**
 * One call of a batch through the engine, without the rules' words: read, checked, and the line of the file each
 * finding's turn starts on. What the page's worker posts back and the command line's threads run; the words and the
 * registry's obligations are added by ./reported-call.ts, where they are at hand.
 */
import { checkCall, type CheckReport } from "../check-call.ts";
import { foundCall, type FoundCall } from "../checked-call.ts";
import type { ParseError } from "../parse/result.ts";
import type { CheckSettings } from "../types.ts";
import { linesOfPaths } from "./json-locate.ts";
import type { Source } from "./sources.ts";

export type FoundSource =
  | {
      ok: true;
      found: FoundCall;
      /** The line (1-based) each finding's turn starts on in the file, by the turn's index, where it has one. */
      lines: Record<number, number>;
    }
  | { ok: false; error: ParseError };

/** The formats whose turns come from lines of the file (the others are JSON). */
const LINE_FORMATS = new Set(["plain", "webvtt", "srt"]);

/** The first place a turn came from in the file: a line number (0-based) or a JSON path. */
const firstOrigin = (report: CheckReport, index: number): unknown => report.origins[index]?.[0];

/**
 * The first line (1-based) of each of these turns in the file: a call's line in JSON Lines, the line in a text
 * format, the line its value starts on in a JSON document.
 */
function turnLines(source: Source, report: CheckReport, turns: readonly number[]): (index: number) => number | null {
  if (source.line !== null) return () => source.line;
  if (LINE_FORMATS.has(report.transcript.format)) {
    // The engine counts a text's lines from its start, blank lines before the first turn included.
    return (index) => {
      const first = firstOrigin(report, index);
      return Array.isArray(first) && typeof first[0] === "number" ? first[0] + 1 : null;
    };
  }
  const path = (index: number) => JSON.stringify(firstOrigin(report, index));
  const lines = turns.length === 0 ? new Map<string, number>() : linesOfPaths(source.text, new Set(turns.map(path)));
  return (index) => lines.get(path(index)) ?? null;
}

/** `redact`: whether the redacted copy is wanted; without it none is made (about half of a call's time). */
export function foundSource(source: Source, settings: CheckSettings, redact: boolean): FoundSource {
  const result = checkCall(source.text, settings);
  if (!result.ok) return result;
  const found = redact ? foundCall(source.text, result.report) : foundCall(source.text, result.report, "");
  const turns = found.findings.map(({ turn }) => turn.index);
  const lineOf = turnLines(source, result.report, turns);
  const lines: Record<number, number> = {};
  for (const index of turns) {
    const line = lineOf(index);
    if (line !== null) lines[index] = line;
  }
  return { ok: true, found, lines };
}
