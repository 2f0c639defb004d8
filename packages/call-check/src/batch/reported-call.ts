/**
 * A call of a batch as every report shows it: each finding with its rule's words, weighed at the other party's
 * location on the call's date (the notes, good practice not counted, are left out), with its line in the file.
 */
import type { FoundCall } from "../checked-call.ts";
import { describedCall } from "../described-call.ts";
import type { RuleReach } from "../place.ts";
import type { CheckSettings, RuleWords } from "../types.ts";
import type { ReportedCall } from "./report.ts";
import type { Source } from "./sources.ts";

export function reportedCall(
  source: Pick<Source, "file" | "line">,
  { found, lines }: { found: FoundCall; lines: Readonly<Record<number, number>> },
  words: Readonly<Record<string, RuleWords>>,
  reach: RuleReach,
  settings: Pick<CheckSettings, "location" | "date">,
  day?: string,
): ReportedCall {
  const described = describedCall(found, words, reach, settings, day);
  return {
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
      line: lines[turn.index] ?? null,
      quote: evidence,
    })),
  };
}
