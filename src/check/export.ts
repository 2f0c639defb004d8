/** The findings as an audit record: JSON and CSV, with the evidence redacted, never the transcript itself. */
import type { CheckReport } from "./check-call";
import { rules } from "./rules";
import type { Finding, Rule } from "./types";

export interface ExportContext {
  /** ISO 8601, when the check ran. */
  checkedAt: string;
  /** The site's origin, to make the guides' links absolute. */
  origin: string;
}

const ruleOf = (finding: Finding): Rule => rules.find(({ id }) => id === finding.ruleId) ?? (rules[0] as Rule);

export function findingsRecord(report: CheckReport, { checkedAt, origin }: ExportContext) {
  return {
    checkedAt,
    call: {
      format: report.transcript.format,
      turns: report.transcript.turns.length,
      direction: report.direction,
      recorded: report.call.recorded,
      businessName: report.call.businessName || null,
    },
    rulesChecked: report.checked.map(({ id, name, law, citation }) => ({ id, name, law, citation })),
    findings: report.findings.map((finding) => {
      const rule = ruleOf(finding);
      return {
        rule: rule.id,
        name: rule.name,
        law: rule.law,
        citation: rule.citation,
        turn: finding.turn.index + 1,
        speaker: finding.turn.speaker,
        time: finding.turn.time,
        evidence: finding.evidence,
        guide: new URL(rule.guide, origin).href,
      };
    }),
  };
}

/** RFC 4180 cells; a cell a spreadsheet would read as a formula starts with an apostrophe. */
const cell = (value: string | number | null): string => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function findingsCsv(report: CheckReport, context: ExportContext): string {
  const { findings } = findingsRecord(report, context);
  const header = ["rule", "name", "law", "citation", "turn", "speaker", "time_seconds", "evidence", "guide"];
  const rows = findings.map((f) => [f.rule, f.name, f.law, f.citation, f.turn, f.speaker, f.time, f.evidence, f.guide]);
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
