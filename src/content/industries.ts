/**
 * The industry registry (src/data/industries.json), read and checked once (src/data/registry-entries.ts): the demo's
 * industries in tile order, each with its title, icon and call. The demo's script does not import this module (it
 * reads titles from the page), so the calls never ship in its JavaScript.
 */
import data from "#src/data/industries.json" with { type: "json" };
import { industryEntrySchema, type IndustryEntry } from "#src/data/industry-schema.ts";
import { registryEntries } from "#src/data/registry-entries.ts";

export type IndustryId = keyof typeof data;

export interface Industry extends IndustryEntry {
  id: IndustryId;
}

export const industries: readonly Industry[] = registryEntries(
  "src/data/industries.json",
  data,
  industryEntrySchema,
).map(([id, entry]) => ({ id: id as IndustryId, ...entry }));

export const industryIds: readonly IndustryId[] = industries.map((industry) => industry.id);

/** Whether `value` names an industry of the registry. */
export const isIndustryId = (value: unknown): value is IndustryId =>
  typeof value === "string" && Object.hasOwn(data, value);
