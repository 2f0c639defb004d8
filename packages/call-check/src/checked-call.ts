/**
 * A checked call as the worker answers it: each finding with its rule's id and law, the rules checked, and the
 * redacted copy. Plain data, no functions: a Web Worker can post it, and the page that shows it needs none of the
 * rules' code. The rules' words are added on the page (described-call.ts), which has them from the build.
 */
import { checkCall, type CheckReport } from "./check-call.ts";
import type { ParseError } from "./parse/result.ts";
import { redactedCopy } from "./redacted-copy.ts";
import type { CheckSettings, Direction, FormatId, Rule, Turn } from "./types.ts";

/** Which rule: its id and its law. */
export type RuleRef = Pick<Rule, "id" | "law">;

export interface FoundFinding {
  rule: RuleRef;
  /** The turn that breaks the rule. */
  turn: Turn;
  /** The words quoted, or for a number, where it is (never the number itself). */
  evidence: string;
}

export interface FoundCall {
  format: FormatId;
  turnCount: number;
  direction: Direction | null;
  /** The day the call started, where the file's metadata says (YYYY-MM-DD, UTC). */
  startedOn: string | null;
  recorded: boolean;
  businessName: string;
  findings: FoundFinding[];
  /** The rules that were checked: the outbound-only ones only when the call is outbound. */
  checked: RuleRef[];
  /** The transcript in its own format, sensitive values replaced. */
  redacted: string;
}

export type CheckOutcome = { ok: true; call: FoundCall } | { ok: false; error: ParseError };

/**
 * The report of `checkCall`, as the page shows it. The redacted copy is about half of a check's time: a caller that
 * will not use it (the command line without --redact) passes "" instead.
 */
export function foundCall(source: string, report: CheckReport, redacted = redactedCopy(source, report)): FoundCall {
  const texts = new Map(report.checked.map(({ id, law }) => [id, { id, law }]));
  return {
    format: report.transcript.format,
    turnCount: report.transcript.turns.length,
    direction: report.direction,
    startedOn: report.transcript.startedOn,
    recorded: report.call.recorded,
    businessName: report.call.businessName,
    // Every finding's rule was checked; flatMap only convinces the compiler.
    findings: report.findings.flatMap(({ ruleId, turn, evidence }) => {
      const rule = texts.get(ruleId);
      return rule ? [{ rule, turn, evidence }] : [];
    }),
    checked: [...texts.values()],
    redacted,
  };
}

/** Checks one call and shapes it for the page: what the checker's worker runs. */
export function checkedCall(source: string, settings: CheckSettings): CheckOutcome {
  const result = checkCall(source, settings);
  return result.ok ? { ok: true, call: foundCall(source, result.report) } : result;
}
