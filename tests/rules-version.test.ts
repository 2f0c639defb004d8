// @vitest-environment node
/**
 * Every result carries the rules' version (packages/call-check/src/version.ts), so it must change whenever a rule
 * could find differently: its logic, its patterns, the parsers, or the registry's obligations it reads. This holds the
 * version to a fingerprint of those files; a change to any of them fails here until the version is new.
 */
import { createHash } from "node:crypto";
import { globSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { RULES_VERSION } from "#check/version.ts";

/** Each version of the rules and the fingerprint of the files it names; the newest last. */
const FINGERPRINTS: Record<string, string> = {
  "2026-12-02": "a4d04da64573d84e7490af06a110eda91116a3d5ceccfe8ee6a395b5e935454d",
};

/**
 * What decides what the rules find: the engine's files, not the command line, a batch's reading and reports, the
 * examples or these names.
 */
const decisive = globSync("packages/call-check/src/**/*.{ts,json}")
  .filter((file) => !/\/(cli|bin|batch)\/|\.examples\.ts$|\/(version|site|notice|index)\.ts$/.test(file))
  .sort();

test("the rules' version changes whenever what they find could (else: a new RULES_VERSION and its fingerprint)", () => {
  const hash = createHash("sha256");
  for (const file of decisive) hash.update(`${file}\n`).update(readFileSync(file));
  const fingerprint = hash.digest("hex");
  expect(decisive.length).toBeGreaterThan(40);
  expect(Object.keys(FINGERPRINTS).at(-1), "RULES_VERSION is the newest version listed here").toBe(RULES_VERSION);
  expect(
    FINGERPRINTS[RULES_VERSION],
    `the rules changed: give them a new RULES_VERSION, fingerprint ${fingerprint}`,
  ).toBe(fingerprint);
});
