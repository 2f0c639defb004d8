/**
 * A batch's calls as the page reports them: each with its rules' words and its place and date (the command line's
 * `ReportedCall`), or why it was not read; the findings counted by rule; and a call's own text, to show it alone.
 */
import { jsonLines } from "#check/batch/json-lines.ts";
import { place, type Report, type ReportedCall } from "#check/batch/report.ts";
import { reportedCall } from "#check/batch/reported-call.ts";
import type { RuleReach } from "#check/place.ts";
import type { RuleWords } from "#check/types.ts";
import { checkBatch } from "#src/content/check-batch.ts";
import type { BatchCall } from "./batch-run.ts";
import type { BatchState } from "./use-batch.ts";

export type BatchRow = { call: BatchCall; name: string } & (
  { reported: ReportedCall; problem: null } | { reported: null; problem: string }
);

/** A call is described once, however often the table redraws while the batch runs. */
const described = new WeakMap<BatchCall, BatchRow>();

export function batchRows(
  { calls, files, settings }: Pick<BatchState, "calls" | "files" | "settings">,
  words: Readonly<Record<string, RuleWords>>,
  reach: RuleReach,
): BatchRow[] {
  return calls.map((call) => {
    const known = described.get(call);
    if (known) return known;
    const file = files[call.file]?.name ?? "";
    const name = place(file, call.line);
    const { outcome } = call;
    const row: BatchRow = outcome.ok
      ? {
          call,
          name,
          reported: reportedCall({ file, line: call.line }, outcome, words, reach, settings),
          problem: null,
        }
      : "unread" in outcome
        ? { call, name, reported: null, problem: checkBatch.unread(name, outcome.unread) }
        : {
            call,
            name,
            reported: null,
            problem: `${name}: ${outcome.error.message}${outcome.error.kind === "speakers" ? checkBatch.speakersHint : ""}`,
          };
    described.set(call, row);
    return row;
  });
}

/** What the exports receive: the shape the command line's reports are made from. */
export const batchReport = (rows: readonly BatchRow[]): Report => ({
  calls: rows.flatMap(({ reported }) => (reported ? [reported] : [])),
  problems: rows.flatMap(({ name, call, problem }) =>
    problem === null ? [] : [{ file: name, line: call.line, message: problem }],
  ),
});

export interface RuleCount {
  rule: string;
  name: string;
  law: string;
  /** Calls with at least one finding of the rule. */
  calls: number;
  findings: number;
}

/** The rules that found a break, most calls first. */
export function byRule(rows: readonly BatchRow[]): RuleCount[] {
  const counts = new Map<string, RuleCount>();
  for (const { reported } of rows) {
    const seen = new Set<string>();
    for (const { rule, name, law } of reported?.findings ?? []) {
      const count = counts.get(rule) ?? { rule, name, law, calls: 0, findings: 0 };
      count.findings++;
      if (!seen.has(rule)) count.calls++;
      seen.add(rule);
      counts.set(rule, count);
    }
  }
  return [...counts.values()].sort((a, b) => b.calls - a.calls || b.findings - a.findings);
}

/** A call's own text: its file's, or its line's in a JSON Lines file. */
export async function callText(file: File, line: number | null): Promise<string> {
  const text = await file.text();
  return line === null ? text : (jsonLines(text)?.find((call) => call.line === line)?.text ?? text);
}
