/**
 * `npm run reach`: writes what the place-bound rules read in the jurisdiction registry into the checker's package
 * (packages/call-check/src/rule-reach.json), where the command line and the page read it. The registry is the site's
 * (src/data/jurisdictions.json); tests/rule-reach-file.test.ts fails when the file no longer says what it says.
 */
import { writeFileSync } from "node:fs";
import { ruleWords } from "#check/rules/index.ts";
import { RULE_REACH_FILE, ruleReach, ruleReachJson } from "#src/lib/rule-reach.ts";

writeFileSync(RULE_REACH_FILE, ruleReachJson(ruleReach(ruleWords)));
console.log(`wrote ${RULE_REACH_FILE}`);
