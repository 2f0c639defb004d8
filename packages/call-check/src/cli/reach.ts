/**
 * The places and obligations the rules read, as the package carries them from the site's registry (../rule-reach.json), the
 * same data the page receives at build: `--location` offers the places "Other party's location" offers, and each finding is weighed with them.
 */
import { ELSEWHERE, listedPlaces, ruleReachOfRegistry } from "../index.ts";

export const reach = ruleReachOfRegistry;

/** What `--location` accepts: the listed places' codes (the states and DC, EU, UK), then "elsewhere". */
export const LOCATIONS: readonly string[] = [...listedPlaces(reach).map(([code]) => code), ELSEWHERE];
