/**
 * The version of the rules, which every result carries: a new one whenever a rule could find differently (its logic,
 * its patterns or the registry's obligations it reads). tests/rules-version.test.ts fails when the rules change and it
 * does not.
 */
export const RULES_VERSION = "2026-12-02";
