/**
 * What the guide pages share: their metadata, their breadcrumbs, and the lookups between the two
 * collections (a guide's related pages, an industry's rules), so that the .astro pages stay thin.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import {
  INDUSTRIES_PATH,
  industryPath,
  industrySlugs,
  REGULATIONS_PATH,
  regulationPath,
  STATES_PATH,
  regulationSlugs,
  socialImagePath,
  type RegulationSlug,
} from "#src/config/guides.ts";
import { guideCopy } from "#src/content/guide-copy.ts";
import type { IndustryId } from "#src/content/industries.ts";
import { site } from "#src/content/site.ts";
import { statesCopy } from "#src/content/states-copy.ts";
import { guideStructuredData, pageMeta, type PageMeta, type TrailStep } from "./seo.ts";

export type RegulationEntry = CollectionEntry<"regulations">;
export type IndustryEntry = CollectionEntry<"industries">;

/** The regulation guides in the order of src/config/guides.ts. */
export async function regulationGuides(): Promise<RegulationEntry[]> {
  const entries = await getCollection("regulations");
  return regulationSlugs.flatMap((slug) => entries.filter((entry) => entry.id === slug));
}

/** The industry pages in the demo's order. */
export async function industryGuides(): Promise<IndustryEntry[]> {
  const entries = await getCollection("industries");
  return industrySlugs.flatMap((id) => entries.filter((entry) => entry.id === id));
}

/** The page itself, as the last step of its breadcrumbs. */
interface TrailPage {
  title: string;
  path: string;
}

const trail = (section: TrailStep, page?: TrailPage): TrailStep[] => [
  { label: guideCopy.breadcrumbHome, href: "/" },
  section,
  ...(page ? [{ label: page.title, href: page.path }] : []),
];

export const regulationsTrail = (page?: TrailPage): TrailStep[] =>
  trail({ label: guideCopy.regulationsLabel, href: REGULATIONS_PATH }, page);

export const industriesTrail = (page?: TrailPage): TrailStep[] =>
  trail({ label: guideCopy.industriesLabel, href: INDUSTRIES_PATH }, page);

/** The link card to Laws by state, for the pages whose rules turn on where the other party is. */
const statesLink = { href: STATES_PATH, label: statesCopy.label, description: statesCopy.metaDescription };

/** A link card to each page named, with its summary; the laws by state last, when `states`. */
export async function relatedLinks(
  regulations: readonly RegulationSlug[],
  industries: readonly IndustryId[],
  states = false,
) {
  const [guides, pages] = [await regulationGuides(), await industryGuides()];
  return [
    ...guides
      .filter((guide) => regulations.includes(guide.id))
      .map((guide) => ({
        href: regulationPath(guide.id),
        label: guide.data.title,
        description: guide.data.summary,
      })),
    ...pages
      .filter((page) => industries.includes(page.id as IndustryId))
      .map((page) => ({
        href: industryPath(page.id as IndustryId),
        label: page.data.title,
        description: page.data.summary,
      })),
    ...(states ? [statesLink] : []),
  ];
}

/** An industry's calls that go wrong, each linked to the guide that explains its rule. */
export async function industryFailures(failures: IndustryEntry["data"]["failures"]) {
  const titles = new Map((await regulationGuides()).map((guide) => [guide.id, guide.data.title]));
  return failures.map((failure) => ({
    ...failure,
    href: regulationPath(failure.regulation),
    guide: titles.get(failure.regulation) ?? failure.regulation,
  }));
}

/**
 * A guide page's metadata: its own title and summary unless its frontmatter's `seo` says otherwise, its social image
 * made at build, and Article and BreadcrumbList data dated by its last review.
 */
export function guidePageMeta(
  data: RegulationEntry["data"] | IndustryEntry["data"],
  path: `/${string}`,
  trail: readonly TrailStep[],
): PageMeta {
  const description = data.seo.description ?? data.summary;
  return pageMeta({
    title: data.seo.title ?? `${data.title} · ${site.name}`,
    description,
    path,
    image: { path: socialImagePath(path), alt: `${data.title}: a ${site.name} guide` },
    structuredData: guideStructuredData({
      title: data.title,
      description,
      path,
      lastReviewed: data.lastReviewed,
      trail,
    }),
  });
}
