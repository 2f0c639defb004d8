// @vitest-environment node
/**
 * The checker's package carries what its place-bound rules read in the registry (packages/call-check/src/rule-reach.json),
 * because whoever installs it has no registry: the file must say what the registry says today.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { ruleWords } from "#check/rules/index.ts";
import { RULE_REACH_FILE, ruleReach, ruleReachJson } from "#src/lib/rule-reach.ts";

test("the package's rule-reach.json is what the registry gives the rules today (else: npm run reach)", () => {
  expect(readFileSync(RULE_REACH_FILE, "utf8"), "run `npm run reach`").toBe(ruleReachJson(ruleReach(ruleWords)));
});
