/**
 * Where and when a call took place, and what a rule's finding rests on there: the obligations of the registry
 * (src/data/jurisdictions.json) that the rule reads, in force at the other party's location on the call's date. The
 * build takes them from the registry (src/lib/rule-reach.ts) and hands them to the page as data: the Web Worker never
 * carries them, and this module decides with plain data only (decision 024).
 */

/** "Other party's location" when it is not known: every place a rule reads could be the one, the strictest reading. */
export const UNKNOWN_PLACE = "unknown";
/** A place the registry does not hold: outside the US, the EU/EEA and the UK. */
export const ELSEWHERE = "elsewhere";

/** One obligation a rule reads, in one place: what a finding names. */
export interface RuleObligation {
  /** The registry's code of the place: "CA", "EU", "UK"; "US" for the federal layer, in every state and DC. */
  place: string;
  /** The provision, as the place cites it. */
  provision: string;
  /** The first day it applies (YYYY-MM-DD), where the registry knows it. */
  from: string | null;
  /** The day it lapses, where set. */
  until: string | null;
  /** The registry records two readings of it: whether it binds this call is not settled. */
  unsettled: boolean;
}

export interface Place {
  /** As the page names it: "California", "EU/EEA". */
  name: string;
  /** A US state or DC: the federal layer applies there besides its own law. */
  inUS: boolean;
  /** false for the federal layer: named beside its obligations, never offered as the other party's location. */
  listed?: false;
}

/** What the build gives the page: the places a user can choose, and each place-bound rule's obligations. */
export interface RuleReach {
  /** By code, in the order "Other party's location" lists them. */
  places: Readonly<Record<string, Place>>;
  /**
   * By rule id. A rule that is not here binds by who the business is, not where the other party is (PCI DSS, HIPAA,
   * GLBA, FERPA, COPPA, the GDPR): its findings stand wherever the call went.
   */
  rules: Readonly<Record<string, readonly RuleObligation[]>>;
}

/** The places one can name as the other party's location, by code and in order: every place but the federal layer. */
export const listedPlaces = (reach: Pick<RuleReach, "places">): [code: string, place: Place][] =>
  Object.entries(reach.places).filter(([, { listed }]) => listed !== false);

/** Whether a finding counts there and then, and the obligations that say so, or those that would. */
export interface Standing {
  /** An obligation in force: a finding. Otherwise good practice there: a note, not counted. */
  inForce: boolean;
  /** In force: those that apply. Not in force: where, or from when, the rule does apply. */
  obligations: readonly RuleObligation[];
}

const inForceOn = (obligation: RuleObligation, day: string): boolean =>
  (obligation.from === null || obligation.from <= day) && (obligation.until === null || day < obligation.until);

const appliesIn = (obligation: RuleObligation, location: string, reach: RuleReach): boolean =>
  location === UNKNOWN_PLACE ||
  obligation.place === location ||
  (obligation.place === "US" && Object.hasOwn(reach.places, location) && reach.places[location]?.inUS === true);

/**
 * A finding of `ruleId` on a call to or from `location` on `day`: does it rest on an obligation in force? Unknown is
 * the strictest reading: the finding stands, as it did before the checker knew places, naming the obligations in force
 * anywhere that day, or, where none is yet, every one the rule reads with the day it applies from.
 */
export function standing(ruleId: string, location: string, day: string, reach: RuleReach): Standing {
  const read = reach.rules[ruleId];
  if (!read) return { inForce: true, obligations: [] };
  const here = read.filter((obligation) => appliesIn(obligation, location, reach));
  const applying = here.filter((obligation) => inForceOn(obligation, day));
  if (location === UNKNOWN_PLACE) return { inForce: true, obligations: applying.length > 0 ? applying : read };
  if (applying.length > 0) return { inForce: true, obligations: applying };
  // Not yet here: the obligations that will apply here, from their day. Not here: every place the rule reads.
  return { inForce: false, obligations: here.length > 0 ? here : read };
}

/** The place's name, as "Other party's location" shows it. */
export const placeName = (location: string, reach: RuleReach): string =>
  (Object.hasOwn(reach.places, location) ? reach.places[location]?.name : undefined) ??
  (location === ELSEWHERE ? "Elsewhere" : "Unknown");
