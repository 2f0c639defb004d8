/**
 * The law registry (src/data/laws.json), read and checked once for the code that renders the demo and the guides.
 * Astro reads the same file as the `laws` collection (src/content.config.ts); this module serves what runs outside
 * Astro's content layer too (astro.config.ts, the Tailwind plugin, the build's Node steps, the tests).
 */
import data from "#src/data/laws.json" with { type: "json" };
import { lawSchema, statedFigures, type LawEntry } from "#src/data/law-schema.ts";
import { longDate } from "#src/lib/dates.ts";

export type LawCode = keyof typeof data;

function parseLaws(): Record<LawCode, LawEntry> {
  const entries = Object.entries(data).map(([code, entry]) => {
    const result = lawSchema.safeParse(entry);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`src/data/laws.json, entry "${code}": ${problems}`);
    }
    return [code, result.data] as const;
  });
  return Object.fromEntries(entries) as Record<LawCode, LawEntry>;
}

export const laws = parseLaws();

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
  return current ? `${basis} Current maximum: ${current.figure}, since ${longDate(new Date(current.asOf))}.` : basis;
}
