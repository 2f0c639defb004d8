/**
 * The guides the site publishes, in the order their indexes list them: one MDX file each, in
 * src/guides/regulations/<slug>.mdx and src/guides/industries/<industry>.mdx. The page list (pages.ts), the
 * sitemap and the per-page policy read these lists; tests/guides.test.ts holds them equal to the files.
 * Relative imports only: astro.config.ts loads this module outside Vite.
 */
import { industryIds, type IndustryId } from "../content/industries.ts";

export const regulationSlugs = [
  "hipaa",
  "gdpr",
  "pci-dss",
  "tcpa",
  "ccpa",
  "glba",
  "ferpa",
  "coppa",
  "ai-disclosure",
] as const;

export type RegulationSlug = (typeof regulationSlugs)[number];

/** One page per demo industry, at the industry's id. */
export const industrySlugs: readonly IndustryId[] = industryIds;

export const REGULATIONS_PATH = "/regulations";
export const INDUSTRIES_PATH = "/industries";

export const regulationPath = (slug: RegulationSlug): `/${string}` => `${REGULATIONS_PATH}/${slug}`;
export const industryPath = (id: IndustryId): `/${string}` => `${INDUSTRIES_PATH}/${id}`;

/** Where the build writes a page's own social image (scripts/build/site-files.ts): /og/regulations/hipaa.png. */
export const socialImagePath = (path: string): string => `/og${path}.png`;
