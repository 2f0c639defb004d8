/**
 * A checked call as the page shows it: each finding with its rule's texts, the rules checked, and the redacted copy.
 * Plain data, no functions: a Web Worker can post it, and the page that shows it needs none of the rules' code.
 */
import { checkCall, type CheckReport } from "./check-call.ts";
import type { ParseError } from "#src/check/parse/result.ts";
import { redactedCopy } from "./redacted-copy.ts";
import type { CheckSettings, Direction, FormatId, Rule, Turn } from "./types.ts";

/** What the page says about a rule: everything but how it finds a break. */
export type RuleText = Pick<Rule, "id" | "name" | "law" | "citation" | "source" | "why" | "compliantWording" | "guide">;

export interface ShownFinding {
  rule: RuleText;
  /** The turn that breaks the rule. */
  turn: Turn;
  /** The words quoted, or for a number, where it is (never the number itself). */
  evidence: string;
}

export interface CheckedCall {
  format: FormatId;
  turnCount: number;
  direction: Direction | null;
  recorded: boolean;
  businessName: string;
  findings: ShownFinding[];
  /** The rules that were checked: the outbound-only ones only when the call is outbound. */
  checked: RuleText[];
  /** The transcript in its own format, sensitive values replaced. */
  redacted: string;
}

export type CheckOutcome = { ok: true; call: CheckedCall } | { ok: false; error: ParseError };

const ruleText = ({ id, name, law, citation, source, why, compliantWording, guide }: Rule): RuleText => ({
  id,
  name,
  law,
  citation,
  source,
  why,
  compliantWording,
  guide,
});

/** The report of `checkCall`, as the page shows it. */
export function shownCall(source: string, report: CheckReport): CheckedCall {
  const texts = new Map(report.checked.map((rule) => [rule.id, ruleText(rule)]));
  return {
    format: report.transcript.format,
    turnCount: report.transcript.turns.length,
    direction: report.direction,
    recorded: report.call.recorded,
    businessName: report.call.businessName,
    // Every finding's rule was checked; flatMap only convinces the compiler.
    findings: report.findings.flatMap(({ ruleId, turn, evidence }) => {
      const rule = texts.get(ruleId);
      return rule ? [{ rule, turn, evidence }] : [];
    }),
    checked: [...texts.values()],
    redacted: redactedCopy(source, report),
  };
}

/** Checks one call and shapes it for the page: what the checker's worker runs. */
export function checkedCall(source: string, settings: CheckSettings): CheckOutcome {
  const result = checkCall(source, settings);
  return result.ok ? { ok: true, call: shownCall(source, result.report) } : result;
}
