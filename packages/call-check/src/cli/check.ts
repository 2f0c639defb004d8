/**
 * One source through the engine, as the page checks it: read, checked, each finding weighed at the other party's
 * location on the call's date; then shaped for the reports, with the line each finding is on where the file has lines.
 */
import { checkCall, describedCall, foundCall, ruleWords, type CheckReport, type CheckSettings } from "../index.ts";
import type { Source } from "./inputs.ts";
import { linesOfPaths } from "./json-locate.ts";
import { reach } from "./reach.ts";
import { place, type InputProblem, type ReportedCall } from "./report.ts";

export interface Checked {
  call: ReportedCall;
  /** The source in its own format, sensitive values replaced; one line again for a call of JSON Lines. */
  redacted: string;
}

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

/** A message of the engine, said for the command line: a JSON Lines call's text is one line, the agent is a flag. */
function problemMessage(source: Source, kind: string, message: string): string {
  const said = source.line === null ? message : message.replace(/ at line 1, column /, " at column ");
  const hint = kind === "speakers" ? " Name the agent's label with --agent-speaker." : "";
  return `${place(source.file, source.line)}: ${said}${hint}`;
}

/** `redact`: whether the redacted copy is wanted (--redact); without it, none is made and `redacted` is "". */
export function checkSource(
  source: Source,
  settings: CheckSettings,
  { day, redact }: { day?: string; redact: boolean },
): Checked | InputProblem {
  const { text } = source;
  const result = checkCall(text, settings);
  if (!result.ok) {
    const { kind, message } = result.error;
    return { file: source.file, line: source.line, message: problemMessage(source, kind, message) };
  }
  const found = redact ? foundCall(text, result.report) : foundCall(text, result.report, "");
  const described = describedCall(found, ruleWords, reach, settings, day);
  const lineOf = turnLines(
    source,
    result.report,
    described.findings.map(({ turn }) => turn.index),
  );
  return {
    call: {
      file: source.file,
      jsonLine: source.line,
      format: described.format,
      location: described.placing.location,
      date: described.placing.date,
      findings: described.findings.map(({ rule, turn, evidence }) => ({
        rule: rule.id,
        name: rule.name,
        law: rule.law,
        citation: rule.citation,
        turn: turn.index + 1,
        time: turn.time,
        line: lineOf(turn.index),
        quote: evidence,
      })),
    },
    redacted: redact && source.line !== null ? `${JSON.stringify(JSON.parse(found.redacted))}\n` : found.redacted,
  };
}

export const isProblem = (checked: Checked | InputProblem): checked is InputProblem => "message" in checked;
