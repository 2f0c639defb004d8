/**
 * What the page makes of a batch's calls (each already described by the worker, ./batch-run.ts): the exports' report,
 * the findings counted by rule, and a call's own text, to show it alone.
 */
import { jsonLines } from "#check/batch/json-lines.ts";
import type { Report } from "#check/batch/report.ts";
import type { BatchCall } from "./batch-run.ts";

/** What the exports receive: the shape the command line's reports are made from. */
export const batchReport = (calls: readonly BatchCall[]): Report => ({
  calls: calls.flatMap(({ reported }) => (reported ? [reported] : [])),
  problems: calls.flatMap(({ name, line, problem }) =>
    problem === null ? [] : [{ file: name, line, message: problem }],
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
export function byRule(calls: readonly BatchCall[]): RuleCount[] {
  const counts = new Map<string, RuleCount>();
  for (const { reported } of calls) {
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
