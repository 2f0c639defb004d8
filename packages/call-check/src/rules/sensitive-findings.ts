/** The three rules that look for values a transcript must not hold: one finding per turn that holds one. */
import type { SensitiveKind } from "../types.ts";
import type { CallUnderCheck, Finding, Rule } from "../types.ts";
import { finding } from "./context.ts";

export function findingsOfKind(rule: Pick<Rule, "id">, call: CallUnderCheck, kind: SensitiveKind): Finding[] {
  return call.turns.flatMap((turn) =>
    (call.sensitive.get(turn.index) ?? []).some((span) => span.kind === kind) ? [finding(rule, call, turn)] : [],
  );
}
