/** `--format text`, the default: for a person at a terminal, each call with its findings, then a summary. */
import { checkNotice, rules } from "../../index.ts";
import { place, type Report, type ReportedCall } from "../../batch/report.ts";
import { clock, plural } from "./words.ts";

function callLines({ file, jsonLine, format, location, date, findings }: ReportedCall): string[] {
  const head = `${place(file, jsonLine)}: ${plural(findings.length, "finding")} (${format}, ${location}, ${date})`;
  return [
    head,
    ...findings.flatMap(({ name, law, citation, turn, time, line, quote }) => {
      const at = [
        `turn ${turn}`,
        line === null || jsonLine !== null ? "" : `line ${line}`,
        time === null ? "" : clock(time),
      ]
        .filter(Boolean)
        .join(", ");
      return [`  ${at}: ${name} (${law}, ${citation})`, `    “${quote}”`];
    }),
  ];
}

export function text({ calls, problems }: Report): string {
  const found = calls.reduce((sum, { findings }) => sum + findings.length, 0);
  const flagged = calls.filter(({ findings }) => findings.length > 0).length;
  const notRead = problems.length > 0 ? `; ${plural(problems.length, "input")} not read (named on standard error)` : "";
  // Only the calls with findings: a batch of clean calls is the summary line, not a line for each.
  const listed = calls.filter(({ findings }) => findings.length > 0).flatMap(callLines);
  return [
    ...(listed.length > 0 ? [...listed, ""] : []),
    `${plural(calls.length, "call")} checked: ${plural(found, "finding")} in ${plural(flagged, "call")}${notRead}.`,
    checkNotice(rules.length, calls.length),
    "",
  ].join("\n");
}
