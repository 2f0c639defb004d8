/**
 * The demo's calls, one per industry, from the industry registry (src/data/industries.json): a caller's prompt, the
 * agent's unsafe and safe answers, and the violations with the provision each breaks and its figure from the law
 * registry. Only the demo's panels and the guides render them, at build: the copy ships in prerendered HTML.
 */
import { industries, type IndustryId } from "./industries.ts";
import { isLawCode, laws, type LawCode } from "./laws.ts";
import type { IndustryScenario, LawExposure, Violation } from "./types.ts";

/**
 * Each law once, with the highest of its figures the call's violations carry (the registry lists a law's figures
 * highest first): listed side by side, never added up (fines of different kinds and currencies).
 */
function exposurePerLaw(violations: readonly Violation[]): readonly LawExposure[] {
  const byLaw = new Map<LawCode, string>();
  for (const { law, fine } of violations) {
    const shown = byLaw.get(law);
    const rank = (figure: string) => laws[law].fines.indexOf(figure);
    if (shown === undefined || rank(fine) < rank(shown)) byLaw.set(law, fine);
  }
  return [...byLaw].map(([law, fine]) => ({ law, fine }));
}

/** A violation whose law and figure the law registry holds, or an error naming the entry and the field. */
function checkedViolation(industry: IndustryId, index: number, violation: Omit<Violation, "law"> & { law: string }) {
  const where = `src/data/industries.json, entry "${industry}", scenario.violations.${index}`;
  if (!isLawCode(violation.law))
    throw new Error(`${where}.law: "${violation.law}" is not a law in src/data/laws.json.`);
  const { law } = violation;
  if (!laws[law].fines.includes(violation.fine))
    throw new Error(`${where}.fine: "${violation.fine}" is not one of ${law}'s fines in src/data/laws.json.`);
  if (!laws[law].citationPrefixes.some((prefix) => violation.citation.startsWith(prefix)))
    throw new Error(`${where}.citation: "${violation.citation}" is not cited as ${law}'s provisions are.`);
  return { ...violation, law };
}

function demoCall({ id, scenario }: (typeof industries)[number]): [IndustryId, IndustryScenario] {
  const violations = scenario.violations.map((violation, index) => checkedViolation(id, index, violation));
  return [id, { ...scenario, violations, totalExposure: exposurePerLaw(violations) }];
}

export const scenarios = Object.fromEntries(industries.map(demoCall)) as Readonly<Record<IndustryId, IndustryScenario>>;
