/**
 * What each place-bound rule reads in the registry, taken at build (the registry is 533 KB; what the rules read is a
 * few kilobytes): the page receives it as data beside the rules' words, and the Web Worker never carries it.
 */
import { jurisdictions, usJurisdictions } from "#src/content/jurisdictions.ts";
import type { Obligation } from "#src/data/jurisdiction-schema.ts";
import type { Place, RuleObligation, RuleReach } from "#check/place.ts";
import type { RegistryReading, RuleWords } from "#check/types.ts";

const obligation = (place: string, { citation, appliesFrom, until, consent }: Obligation): RuleObligation => ({
  place,
  provision: citation,
  from: appliesFrom ?? null,
  until: until ?? null,
  unsettled: consent === "unsettled",
});

function read(reading: RegistryReading, words: RuleWords): RuleObligation[] {
  if ("places" in reading)
    return reading.places.map((place) => ({
      place,
      provision: words.citation,
      from: null,
      until: null,
      unsettled: false,
    }));
  return jurisdictions.flatMap(({ code, obligations }) =>
    obligations
      .filter(
        ({ kind, citation, consent }) =>
          kind === reading.kind &&
          (reading.citing === undefined || reading.citing.some((cited) => citation.includes(cited))) &&
          (reading.consent === undefined || consent === undefined || reading.consent.some((c) => c === consent)),
      )
      .map((found) => obligation(code, found)),
  );
}

/**
 * The places "Other party's location" offers (the states and DC by name, then the EU/EEA and the UK), the federal layer
 * named for its obligations but not offered, and the rules' reach.
 */
export function ruleReach(words: Readonly<Record<string, RuleWords>>): RuleReach {
  const byName = [...usJurisdictions].sort((a, b) => a.name.localeCompare(b.name, "en"));
  const abroad = jurisdictions.filter(({ kind }) => kind === "eu" || kind === "country");
  const federal = jurisdictions.filter(({ kind }) => kind === "us-federal");
  const listed: [string, Place][] = [
    ...byName.map(({ code, name }): [string, Place] => [code, { name, inUS: true }]),
    ...abroad.map(({ code, name }): [string, Place] => [code, { name, inUS: false }]),
    ...federal.map(({ code, name }): [string, Place] => [code, { name, inUS: false, listed: false }]),
  ];
  const places: Record<string, Place> = Object.fromEntries(listed);
  const rules = Object.fromEntries(
    Object.entries(words).flatMap(([id, said]) => {
      if (!said.reads) return [];
      const obligations = read(said.reads, said);
      if (obligations.length === 0)
        throw new Error(`packages/call-check/src/rules: the rule "${id}" reads nothing in src/data/jurisdictions.json`);
      return [[id, obligations]];
    }),
  );
  return { places, rules };
}

/** Where the package keeps it (`npm run reach` writes it), and how: indented, for readable diffs (generated, so Prettier leaves it alone). */
export const RULE_REACH_FILE = "packages/call-check/src/rule-reach.json";
export const ruleReachJson = (reach: RuleReach): string => `${JSON.stringify(reach, null, 2)}\n`;
