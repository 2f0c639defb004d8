/**
 * What the place-bound rules read in the jurisdiction registry: each rule's obligations with place, provision and dates,
 * and the places one can name. Written from the site's registry by `npm run reach`; the command line reads it here,
 * the page receives the same data from the build (the Web Worker never carries it).
 */
import type { RuleReach } from "./place.ts";
import reach from "./rule-reach.json" with { type: "json" };

// JSON widens `listed: false` to boolean; the file is what src/lib/rule-reach.ts typed as RuleReach, and a test holds it so.
export const ruleReachOfRegistry = reach as RuleReach;
