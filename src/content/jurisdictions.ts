/**
 * The jurisdiction registry (src/data/jurisdictions.json), read and checked once (src/data/registry-entries.ts): the
 * places a call can reach and what a call meets there. /states shows it; what it says for one place and one kind of
 * obligation is asked here, so that every page says it the same way.
 */
import data from "#src/data/jurisdictions.json" with { type: "json" };
import {
  jurisdictionSchema,
  type JurisdictionEntry,
  type Obligation,
  type ObligationKind,
} from "#src/data/jurisdiction-schema.ts";
import { registryEntries } from "#src/data/registry-entries.ts";

export type JurisdictionCode = keyof typeof data;

export interface Jurisdiction extends JurisdictionEntry {
  code: JurisdictionCode;
}

export const jurisdictions: readonly Jurisdiction[] = registryEntries(
  "src/data/jurisdictions.json",
  data,
  jurisdictionSchema,
).map(([code, entry]) => ({ code: code as JurisdictionCode, ...entry }));

/** The states and DC: the map's tiles. The federal layer (kind `us-federal`) applies in each of them besides. */
export const usJurisdictions = jurisdictions.filter(
  (jurisdiction) => jurisdiction.kind === "us-state" || jurisdiction.kind === "us-district",
);

/** Whose consent recording a phone call needs there: the strictest of its recording rules. */
export type RecordingConsent = "all-party" | "unsettled" | "one-party";

export function recordingConsent(jurisdiction: Jurisdiction): RecordingConsent {
  const rules = jurisdiction.obligations.flatMap((obligation) => (obligation.consent ? [obligation.consent] : []));
  if (rules.includes("all-party")) return "all-party";
  return rules.includes("unsettled") ? "unsettled" : "one-party";
}

/** Its obligations of one kind, those in force on `day` (YYYY-MM-DD) when it is given. */
export function obligationsOf(jurisdiction: Jurisdiction, kind: ObligationKind, day?: string): Obligation[] {
  return jurisdiction.obligations.filter(
    (obligation) =>
      obligation.kind === kind &&
      (day === undefined ||
        ((obligation.appliesFrom ?? "") <= day && (obligation.until === undefined || day < obligation.until))),
  );
}

/** The jurisdiction of `code`, which must be in the registry. */
export function jurisdiction(code: JurisdictionCode): Jurisdiction {
  const found = jurisdictions.find((entry) => entry.code === code);
  if (!found) throw new Error(`src/data/jurisdictions.json: no entry "${code}"`);
  return found;
}
