/**
 * A checked call with its rules' words: what the findings report, the printed record and the exports show. The
 * worker answers with rule ids (checked-call.ts); the words come from the build, embedded in the page as the
 * island's props, or from `ruleWords` where Node or the build checks a call itself.
 */
import type { FoundCall, RuleRef } from "./checked-call.ts";
import type { RuleWords, Turn } from "./types.ts";

/** What the page says about a rule: everything but how it finds a break. */
type RuleText = RuleRef & RuleWords;

export interface ShownFinding {
  rule: RuleText;
  /** The turn that breaks the rule. */
  turn: Turn;
  /** The words quoted, or for a number, where it is (never the number itself). */
  evidence: string;
}

export interface CheckedCall extends Omit<FoundCall, "findings" | "checked"> {
  findings: ShownFinding[];
  checked: RuleText[];
}

/** `call` with each rule's words; a rule the words do not cover is a build error, not a blank card. */
export function describedCall(call: FoundCall, words: Readonly<Record<string, RuleWords>>): CheckedCall {
  const text = (rule: RuleRef): RuleText => {
    const said = words[rule.id];
    if (!said) throw new Error(`no words for the rule "${rule.id}": add its RuleWords to src/check/rules/index.ts`);
    return { ...rule, ...said };
  };
  return {
    ...call,
    findings: call.findings.map((finding) => ({ ...finding, rule: text(finding.rule) })),
    checked: call.checked.map(text),
  };
}
