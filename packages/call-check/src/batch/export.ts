/**
 * A batch's findings as files to keep: JSON whose calls have the command line's `--format json` shape, and CSV with
 * one row per finding, per call without one, and per input not read, so that the file accounts for every input. Each
 * says what the check is (the notice); the evidence is redacted, never the transcript itself.
 */
import { cell } from "../export.ts";
import { checkNotice } from "../notice.ts";
import { RULES_VERSION } from "../version.ts";
import type { Report } from "./report.ts";

export interface BatchContext {
  /** ISO 8601, when the batch ran. */
  checkedAt: string;
  /** How many rules each call was checked against at most (the outbound ones only on outbound calls). */
  rules: number;
}

export function batchJson({ calls, problems }: Report, { checkedAt, rules }: BatchContext): string {
  const shaped = {
    notice: checkNotice(rules, calls.length),
    checkedAt,
    rulesVersion: RULES_VERSION,
    calls: calls.map(({ file, format, location, date, findings }) => ({ file, format, location, date, findings })),
    problems,
  };
  return `${JSON.stringify(shaped, null, 2)}\n`;
}

const HEADER = [
  "result",
  "file",
  "json_line",
  "format",
  "location",
  "call_date",
  "rule",
  "name",
  "law",
  "citation",
  "turn",
  "time_seconds",
  "line",
  "quote",
  "problem",
  "notice",
];

export function batchCsv({ calls, problems }: Report, { rules }: BatchContext): string {
  const notice = checkNotice(rules, calls.length);
  const rows = calls.flatMap(({ file, jsonLine, format, location, date, findings }) => {
    const call = [file, jsonLine, format, location, date];
    if (findings.length === 0) return [["no finding", ...call, "", "", "", "", null, null, null, "", "", notice]];
    return findings.map(({ rule, name, law, citation, turn, time, line, quote }) => [
      "finding",
      ...call,
      rule,
      name,
      law,
      citation,
      turn,
      time,
      line,
      quote,
      "",
      notice,
    ]);
  });
  const unread = problems.map(({ file, line, message }) => [
    "not read",
    file,
    line,
    ...Array<string>(11).fill(""),
    message,
    notice,
  ]);
  return `${[HEADER, ...rows, ...unread].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
