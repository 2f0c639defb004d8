/**
 * A checked call with its rules' words, placed where and when it happened: what the findings report, the printed
 * record and the exports show. The worker answers with rule ids (checked-call.ts); the words and the registry's
 * obligations come from the build, embedded in the page as the island's props, or from `ruleWords` and `ruleReach`
 * where Node or the build checks a call itself.
 */
import type { FoundCall, FoundFinding, RuleRef } from "./checked-call.ts";
import {
  ELSEWHERE,
  listedPlaces,
  placeName,
  standing,
  UNKNOWN_PLACE,
  type RuleObligation,
  type RuleReach,
} from "./place.ts";
import type { CheckSettings, RuleWords, Turn } from "./types.ts";

/** What the page says about a rule: everything but how it finds a break. */
type RuleText = RuleRef & RuleWords;

export interface ShownFinding {
  rule: RuleText;
  /** The turn that breaks the rule. */
  turn: Turn;
  /** The words quoted, or for a number, where it is (never the number itself). */
  evidence: string;
  /**
   * A finding: the obligations in force there and then (none for a rule that binds by who the business is). A note:
   * where, or from when, the rule does apply.
   */
  obligations: readonly RuleObligation[];
}

/** Where and when the check placed the call, and where it learned the date. */
interface CallPlacing {
  location: string;
  /** As "Other party's location" names it. */
  locationName: string;
  /** YYYY-MM-DD. */
  date: string;
  dateFrom: "file" | "settings" | "today";
}

export interface CheckedCall extends Omit<FoundCall, "findings" | "checked"> {
  /** Obligations in force there and then. */
  findings: ShownFinding[];
  /** The same checks where nothing in force requires them there and then: good practice, not counted. */
  notes: ShownFinding[];
  checked: RuleText[];
  placing: CallPlacing;
  /** The places the rules know, by code, to name an obligation's place. */
  places: RuleReach["places"];
}

/** Today, YYYY-MM-DD, in the user's time zone: the date of a call whose file and settings give none. */
const today = (): string => new Date().toLocaleDateString("en-CA");

/**
 * `call` with each rule's words, each finding weighed at the other party's location on the call's date: a file's
 * start time wins over the "Call date" setting, and that over today. A rule the words do not cover is a build error,
 * not a blank card.
 */
export function describedCall(
  call: FoundCall,
  words: Readonly<Record<string, RuleWords>>,
  reach: RuleReach,
  settings: Pick<CheckSettings, "location" | "date">,
  day: string = today(),
): CheckedCall {
  const text = (rule: RuleRef): RuleText => {
    const said = words[rule.id];
    if (!said)
      throw new Error(
        `no words for the rule "${rule.id}": add its RuleWords to packages/call-check/src/rules/index.ts`,
      );
    return { ...rule, ...said };
  };
  const [date, dateFrom] = call.startedOn
    ? ([call.startedOn, "file"] as const)
    : settings.date
      ? ([settings.date, "settings"] as const)
      : ([day, "today"] as const);
  const location =
    listedPlaces(reach).some(([code]) => code === settings.location) || settings.location === ELSEWHERE
      ? settings.location
      : UNKNOWN_PLACE;
  const weighed = call.findings.map((finding: FoundFinding) => ({
    shown: { ...finding, rule: text(finding.rule) },
    standing: standing(finding.rule.id, location, date, reach),
  }));
  const shown = (inForce: boolean): ShownFinding[] =>
    weighed
      .filter(({ standing: { inForce: counted } }) => counted === inForce)
      .map(({ shown: finding, standing: { obligations } }) => ({ ...finding, obligations }));
  return {
    ...call,
    findings: shown(true),
    notes: shown(false),
    checked: call.checked.map(text),
    placing: { location, locationName: placeName(location, reach), date, dateFrom },
    places: reach.places,
  };
}
