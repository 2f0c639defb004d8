/**
 * The law registry (src/data/laws.json), read and checked once (src/data/registry-entries.ts): the only reader of
 * that file, for the pages, the guides' schemas, the Tailwind plugin, the build's Node steps and the tests.
 */
import data from "#src/data/laws.json" with { type: "json" };
import { lawSchema, statedFigures, type LawEntry } from "#src/data/law-schema.ts";
import { registryEntries } from "#src/data/registry-entries.ts";
import { longDay } from "#src/lib/dates.ts";
import { expandReferencesIn } from "./registry-references.ts";

export type LawCode = keyof typeof data;

/** Each law as the registry holds it, a state's rules it names (`{{citations:CA:…}}`) taken from the jurisdictions. */
export const laws = Object.fromEntries(
  registryEntries("src/data/laws.json", data, lawSchema).map(([code, law]) => [code, expandReferencesIn(law)]),
) as Record<LawCode, LawEntry>;

export const lawCodes = Object.keys(laws) as LawCode[];

/** Whether `code` names a law of the registry. */
export const isLawCode = (code: string): code is LawCode => Object.hasOwn(laws, code);

/** Whether `figure` is any amount the registry holds for `law` (spec, current or other): what a guide may state. */
export function figureIsRegistered(law: LawCode, figure: string): boolean {
  return statedFigures(laws[law]).includes(figure);
}

/** Every amount the registry holds, for the check that a page states no figure it does not. */
export const registeredFigures: readonly string[] = Object.values(laws).flatMap(statedFigures);

/** What a law's badge says about its figures: their basis, then the current maximum where it differs. */
export function figureNote(code: LawCode): string {
  const { basis, current } = laws[code];
  return current ? `${basis} Current maximum: ${current.figure}, since ${longDay(current.asOf)}.` : basis;
}
