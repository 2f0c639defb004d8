/**
 * The industry registry (src/data/industries.json), read and checked once: the demo's industries in tile order, each
 * with its title, icon and call. Astro reads the same file as the `demoIndustries` collection (src/content.config.ts). The demo's island does
 * not import this module (it reads titles from the page), so the calls never ship in its JavaScript.
 */
import data from "#src/data/industries.json" with { type: "json" };
import { industryEntrySchema, type IndustryEntry } from "#src/data/industry-schema.ts";

export type IndustryId = keyof typeof data;

export interface Industry extends IndustryEntry {
  id: IndustryId;
}

function parseIndustries(): Industry[] {
  return Object.entries(data).map(([id, entry]) => {
    const result = industryEntrySchema.safeParse(entry);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
      throw new Error(`src/data/industries.json, entry "${id}": ${problems}`);
    }
    return { id: id as IndustryId, ...result.data };
  });
}

export const industries: readonly Industry[] = parseIndustries();

export const industryIds: readonly IndustryId[] = industries.map((industry) => industry.id);

/** Whether `value` names an industry of the registry. */
export const isIndustryId = (value: unknown): value is IndustryId =>
  typeof value === "string" && Object.hasOwn(data, value);
