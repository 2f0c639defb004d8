/**
 * The places and obligations the rules read, taken from the site's registry once per run, as the page receives them
 * at build: `--location` offers the places "Other party's location" offers, and each finding is weighed with them.
 */
import { ELSEWHERE, ruleReach, ruleWords } from "../engine.ts";

export const reach = ruleReach(ruleWords);

/** What `--location` accepts: the listed places' codes (the states and DC, EU, UK), then "elsewhere". */
export const LOCATIONS: readonly string[] = [
  ...Object.entries(reach.places).flatMap(([code, place]) => (place.listed === false ? [] : [code])),
  ELSEWHERE,
];
