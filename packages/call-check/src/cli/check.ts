/**
 * One source through the engine, as the page checks it: read, checked, each finding weighed at the other party's
 * location on the call's date, with the line each finding is on where the file has lines (../batch/).
 */
import { ruleWords, type CheckSettings } from "../index.ts";
import { foundSource } from "../batch/found-source.ts";
import { place, type InputProblem, type ReportedCall } from "../batch/report.ts";
import { reportedCall } from "../batch/reported-call.ts";
import type { Source } from "../batch/sources.ts";
import { reach } from "./reach.ts";

export interface Checked {
  call: ReportedCall;
  /** The source in its own format, sensitive values replaced; one line again for a call of JSON Lines. */
  redacted: string;
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
  const outcome = foundSource(source, settings, redact);
  if (!outcome.ok) {
    const { kind, message } = outcome.error;
    return { file: source.file, line: source.line, message: problemMessage(source, kind, message) };
  }
  const { redacted } = outcome.found;
  return {
    call: reportedCall(source, outcome, ruleWords, reach, settings, day),
    redacted: redact && source.line !== null ? `${JSON.stringify(JSON.parse(redacted))}\n` : redacted,
  };
}

export const isProblem = (checked: Checked | InputProblem): checked is InputProblem => "message" in checked;
