/** What the trigger tests share: a call checked from its lines, inbound and unrecorded unless a test says otherwise. */
import { checkCall } from "#check/check-call.ts";
import { DEFAULT_SETTINGS, type CheckSettings } from "#check/types.ts";

const SETTINGS: CheckSettings = { ...DEFAULT_SETTINGS, direction: "inbound", recorded: false };

/** The rule ids the call's findings name, in order. */
export function found(lines: readonly string[], settings: Partial<CheckSettings> = {}): string[] {
  const result = checkCall(lines.join("\n"), { ...SETTINGS, ...settings });
  if (!result.ok) throw new Error(result.error.message);
  return result.report.findings.map(({ ruleId }) => ruleId);
}

export const breaks = (rule: string, lines: readonly string[], settings: Partial<CheckSettings> = {}): boolean =>
  found(lines, settings).includes(rule);
