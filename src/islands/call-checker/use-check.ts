/**
 * One call checked in the checker's worker, as the page holds it: the latest outcome with its rules' words, whether a
 * check is running, and what a screen reader is told. A check asked for earlier that ends later is not shown.
 */
import { startTransition, useRef, useState } from "react";
import type { CheckOutcome } from "#check/checked-call.ts";
import { describedCall, type CheckedCall } from "#check/described-call.ts";
import type { ParseError } from "#check/parse/result.ts";
import type { RuleReach } from "#check/place.ts";
import type { CheckSettings, RuleWords } from "#check/types.ts";
import { checkPage, type CheckPageText } from "#src/content/check-page.ts";
import type { Checker } from "./checker-client.ts";

export interface Checked {
  outcome: { ok: true; call: CheckedCall } | Extract<CheckOutcome, { ok: false }>;
  checkedAt: string;
}

export function useCheck(
  checker: () => Checker,
  ruleWords: Readonly<Record<string, RuleWords>>,
  reach: RuleReach,
  text: CheckPageText,
) {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [checking, setChecking] = useState(false);
  /** The latest check asked for: an earlier one that ends later is not shown. */
  const latest = useRef(0);

  const show = (found: CheckOutcome, options: CheckSettings) => {
    const outcome = found.ok
      ? { ok: true as const, call: describedCall(found.call, ruleWords, reach, options) }
      : found;
    // A transition: React renders a long list of findings in slices, so a key pressed meanwhile is answered at once.
    startTransition(() => {
      setChecking(false);
      setChecked({ outcome, checkedAt: new Date().toISOString() });
      setAnnouncement(outcome.ok ? checkPage.count(outcome.call.findings.length) : "");
    });
  };
  return {
    checked,
    checking,
    announcement,
    run: (transcript: string, options: CheckSettings) => {
      const id = ++latest.current;
      setChecking(true);
      setAnnouncement(text.checking);
      void checker()
        .check(transcript, options)
        .then((outcome) => {
          if (id === latest.current) show(outcome, options);
        });
    },
    /** A call refused unread (a file too large): shown as a check's error. */
    refuse: (error: ParseError, options: CheckSettings) => {
      latest.current++;
      show({ ok: false, error }, options);
    },
  };
}
