/**
 * `--format markdown`: a summary for a CI step summary or a pull-request comment: the counts, the findings by rule,
 * the findings themselves (the first few hundred: a step summary holds 1 MiB), and the inputs not read.
 */
import { checkNotice, rules, ruleWords } from "../../index.ts";
import { place, type Report } from "../../batch/report.ts";
import { GUIDES_ORIGIN, TOOL } from "../tool.ts";
import { plural } from "./words.ts";

/** Findings listed one by one at most; the rest are counted, and the JSON or SARIF report has them all. */
export const MAX_ROWS = 200;

/** A table cell: no line breaks, pipes escaped, no HTML or mention read into it. */
const cell = (text: string): string =>
  text
    .replace(/\s+/g, " ")
    .replace(/[\\|`*_<>[\]]/g, (character) => `\\${character}`)
    .replace(/@/g, "@\u200B");

export function markdown({ calls, problems }: Report): string {
  const findings = calls.flatMap((call) => call.findings.map((finding) => ({ call, finding })));
  const flagged = calls.filter(({ findings: found }) => found.length > 0).length;
  const lines = [
    `## ${TOOL.name}: ${findings.length === 0 ? "no finding" : plural(findings.length, "finding")}`,
    "",
    `${plural(calls.length, "call")} checked, ${flagged} with findings${problems.length > 0 ? `; **${plural(problems.length, "input")} not read**` : ""}.`,
  ];
  if (findings.length > 0) {
    lines.push("", "| Rule | Law | Calls | Findings |", "| --- | --- | ---: | ---: |");
    for (const { id, law } of rules) {
      const ofRule = findings.filter(({ finding }) => finding.rule === id);
      const words = ruleWords[id];
      if (ofRule.length === 0 || !words) continue;
      const callCount = new Set(ofRule.map(({ call }) => call)).size;
      const name = `[${cell(words.name)}](${new URL(words.guide, GUIDES_ORIGIN).href})`;
      lines.push(`| ${name} | ${cell(`${law}, ${words.citation}`)} | ${callCount} | ${ofRule.length} |`);
    }
    lines.push("", "| Call | Turn | Rule | Quote |", "| --- | ---: | --- | --- |");
    for (const { call, finding } of findings.slice(0, MAX_ROWS)) {
      const at = finding.line === null || call.jsonLine !== null ? call.file : `${call.file}:${finding.line}`;
      lines.push(
        `| ${cell(place(at, call.jsonLine))} | ${finding.turn} | ${cell(finding.name)} | ${cell(finding.quote)} |`,
      );
    }
    if (findings.length > MAX_ROWS)
      lines.push("", `…and ${findings.length - MAX_ROWS} more: the JSON or SARIF report lists them all.`);
  }
  if (problems.length > 0) {
    lines.push("", "### Not read", "");
    for (const { message } of problems) lines.push(`- ${cell(message)}`);
  }
  lines.push(
    "",
    `<sub>${cell(checkNotice(rules.length, calls.length))} ${TOOL.name} ${TOOL.version}, rules ${TOOL.rulesVersion}.</sub>`,
    "",
  );
  return lines.join("\n");
}
