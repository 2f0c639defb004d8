/**
 * Checks one call: reads the transcript, resolves the settings against it, runs every rule. The page, the build's
 * worked example and the tests all call this.
 */
import { ANSWERS_CALL, PLACES_CALL } from "./language/disclosure.ts";
import { normalize } from "./language/phrases.ts";
import { readTranscript } from "./parse/index.ts";
import type { ParseError } from "./parse/result.ts";
import { rules } from "./rules/index.ts";
import { sensitiveSpans } from "./sensitive.ts";
import type { CallUnderCheck, CheckSettings, Direction, Finding, Rule, Transcript, Turn } from "./types.ts";

export interface CheckReport {
  transcript: Transcript;
  direction: Direction | null;
  /** Where the direction came from. */
  directionFrom: "file" | "settings" | "opening" | null;
  findings: Finding[];
  /** The rules that were checked: the outbound-only ones only when the call is outbound. */
  checked: readonly Rule[];
  call: CallUnderCheck;
  /** Where each turn came from, and the parsed JSON document: for the redacted copy (./redacted-copy.ts). */
  origins: unknown[][];
  document: unknown;
}

export type CheckResult = { ok: true; report: CheckReport } | { ok: false; error: ParseError };

/** The direction the agent's opening shows: "I'm calling from …" or "Thanks for calling …". */
function directionFromOpening(turns: readonly Turn[]): Direction | null {
  const first = turns.find(({ speaker }) => speaker === "agent");
  if (!first) return null;
  const said = normalize(first.text);
  if (ANSWERS_CALL.test(said)) return "inbound";
  return PLACES_CALL.test(said) ? "outbound" : null;
}

export function checkCall(source: string, settings: CheckSettings): CheckResult {
  const read = readTranscript(source, settings);
  if (!read.ok) return read;
  const { transcript, origins, document } = read;
  const [direction, directionFrom] =
    transcript.direction !== null
      ? ([transcript.direction, "file"] as const)
      : settings.direction !== "detect"
        ? ([settings.direction, "settings"] as const)
        : (() => {
            const detected = directionFromOpening(transcript.turns);
            return [detected, detected ? "opening" : null] as const;
          })();
  const call: CallUnderCheck = {
    turns: transcript.turns,
    sensitive: sensitiveSpans(transcript.turns),
    direction,
    recorded: settings.recorded,
    businessName: settings.businessName,
  };
  const checked = rules.filter((rule) => !rule.outboundOnly || direction === "outbound");
  const findings = checked
    .flatMap((rule) => rule.find(call))
    .sort(
      (a, b) =>
        a.turn.index - b.turn.index ||
        rules.findIndex((r) => r.id === a.ruleId) - rules.findIndex((r) => r.id === b.ruleId),
    );
  return { ok: true, report: { transcript, direction, directionFrom, findings, checked, call, origins, document } };
}
