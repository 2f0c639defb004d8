/**
 * The guides the site publishes, in the order their indexes list them: one MDX file each, in
 * src/guides/regulations/<slug>.mdx and src/guides/industries/<industry>.mdx. A regulation guide is the `guide` of
 * a law in the registry (src/data/laws.json), in the registry's order; an industry page is an industry's. The page
 * list (pages.ts), the sitemap and the per-page policy read these lists; tests/guides.test.ts holds them equal to
 * the files.
 */
import { industryIds, type IndustryId } from "#src/content/industries.ts";
import { laws, type LawCode } from "#src/content/laws.ts";

/** A regulation guide's slug: the last segment of /regulations/<slug>. */
export type RegulationSlug = string;

export const regulationSlugs = [
  ...new Set(Object.values(laws).flatMap((law) => (law.guide === undefined ? [] : [law.guide]))),
] as [RegulationSlug, ...RegulationSlug[]];

/** One page per demo industry, at the industry's id. */
export const industrySlugs: readonly IndustryId[] = industryIds;

export const REGULATIONS_PATH = "/regulations";
/** The dated record of what changed in the rules the guides cover, and its RSS feed. */
export const CHANGES_PATH = "/changes";
export const CHANGES_FEED_PATH = "/changes.xml";
export const INDUSTRIES_PATH = "/industries";
/** Laws by state: the map and table of the jurisdiction registry, and a page for each jurisdiction. */
export const STATES_PATH = "/states";

export const regulationPath = (slug: RegulationSlug): `/${string}` => `${REGULATIONS_PATH}/${slug}`;
export const industryPath = (id: IndustryId): `/${string}` => `${INDUSTRIES_PATH}/${id}`;

/** A jurisdiction's page: /states/new-york, /states/eu-eea (its name, lower case, in words). */
export const stateSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
export const statePath = (name: string): `/${string}` => `${STATES_PATH}/${stateSlug(name)}`;

/** Every guide's address, in the indexes' order. */
export const regulationPaths: readonly `/${string}`[] = regulationSlugs.map(regulationPath);
export const industryPaths: readonly `/${string}`[] = industrySlugs.map(industryPath);

/** Where the build writes a page's own social image (scripts/build/site-files.ts): /og/regulations/hipaa.png. */
export const socialImagePath = (path: string): string => `/og${path}.png`;

/** The guide that explains law `code`, for its badge: a law shown on a badge must have one. */
export function lawGuidePath(code: LawCode): `/${string}` {
  const guide = laws[code].guide;
  if (!guide) throw new Error(`src/data/laws.json, entry "${code}": a law shown on a badge needs a guide.`);
  return regulationPath(guide);
}
