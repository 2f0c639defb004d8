/**
 * The findings as a record: JSON and CSV, with the evidence redacted, never the transcript itself. Each says first what
 * the check is: automated, able to miss or over-flag, not legal advice.
 */
import type { CheckedCall, ShownFinding } from "./described-call.ts";
import { checkNotice } from "./notice.ts";

export interface ExportContext {
  /** ISO 8601, when the check ran. */
  checkedAt: string;
  /** The site's origin, to make the guides' links absolute. */
  origin: string;
}

export function findingsRecord(call: CheckedCall, { checkedAt, origin }: ExportContext) {
  const entry = ({ rule, turn, evidence, obligations }: ShownFinding) => ({
    rule: rule.id,
    name: rule.name,
    law: rule.law,
    citation: rule.citation,
    // What it rests on there and then (for a note: where or from when it applies); empty for a rule that binds by
    // who the business is.
    obligations: obligations.map(({ place, provision, from, unsettled }) => ({
      place,
      placeName: call.places[place]?.name ?? place,
      provision,
      from,
      unsettled,
    })),
    turn: turn.index + 1,
    speaker: turn.speaker,
    time: turn.time,
    evidence,
    guide: new URL(rule.guide, origin).href,
  });
  return {
    notice: checkNotice(call.checked.length),
    checkedAt,
    call: {
      format: call.format,
      turns: call.turnCount,
      direction: call.direction,
      recorded: call.recorded,
      businessName: call.businessName || null,
      location: call.placing.location,
      locationName: call.placing.locationName,
      date: call.placing.date,
      dateFrom: call.placing.dateFrom,
    },
    rulesChecked: call.checked.map(({ id, name, law, citation }) => ({ id, name, law, citation })),
    findings: call.findings.map(entry),
    /** Good practice there and then, not counted: no obligation the rules read applies. */
    notes: call.notes.map(entry),
  };
}

/** RFC 4180 cells; a cell a spreadsheet would read as a formula starts with an apostrophe. */
export const cell = (value: string | number | null): string => {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * One row per finding under a header row, as spreadsheets and CSV readers expect; the notice is every row's last
 * cell, so that no row copied out of the file goes without it.
 */
export function findingsCsv(call: CheckedCall, context: ExportContext): string {
  const { notice, findings, notes, call: checked } = findingsRecord(call, context);
  const header = [
    "counted",
    "rule",
    "name",
    "law",
    "citation",
    "location",
    "call_date",
    "obligations",
    "turn",
    "speaker",
    "time_seconds",
    "evidence",
    "guide",
    "notice",
  ];
  const row = (counted: string) => (f: (typeof findings)[number]) => [
    counted,
    f.rule,
    f.name,
    f.law,
    f.citation,
    checked.location,
    checked.date,
    f.obligations.map(({ placeName, provision }) => `${placeName}: ${provision}`).join("; "),
    f.turn,
    f.speaker,
    f.time,
    f.evidence,
    f.guide,
    notice,
  ];
  const rows = [...findings.map(row("finding")), ...notes.map(row("note"))];
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
