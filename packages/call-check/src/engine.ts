/**
 * The command line's one door into the engine. The engine still lives in the site (src/check/); until it moves into
 * this package (issue 42, part 1) this file reaches it by relative paths, because the site's `#src/` imports resolve
 * from the site's package.json, not from this one. When it moves, only these paths change.
 */
export { checkCall, type CheckReport } from "../../../src/check/check-call.ts";
export { foundCall } from "../../../src/check/checked-call.ts";
export { describedCall } from "../../../src/check/described-call.ts";
export { ELSEWHERE } from "../../../src/check/place.ts";
export { ruleReach } from "../../../src/check/rule-reach.ts";
export { rules, ruleWords } from "../../../src/check/rules/index.ts";
export { DEFAULT_SETTINGS, DIRECTIONS, type CheckSettings, type FormatId } from "../../../src/check/types.ts";
export { checkPage } from "../../../src/content/check-page.ts";
export { DEFAULT_SITE_URL } from "../../../src/config/env-schema.ts";
export { checkPage as checkRoute } from "../../../src/config/site-pages.ts";

/**
 * The version of the rules every result carries: it changes when a rule could find differently. A stand-in until the
 * engine moves here and owns it.
 */
export const RULES_VERSION = "0.1.0";
