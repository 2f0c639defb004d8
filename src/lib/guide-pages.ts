/**
 * What the guide pages share: their metadata, their breadcrumbs, and the lookups between the two
 * collections (a guide's related pages, an industry's rules), so that the .astro pages stay thin.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { INDUSTRIES_PATH, industryPath, REGULATIONS_PATH, regulationPath, regulationSlugs } from "~/config/guides";
import { guideCopy } from "~/content/guide-copy";
import { industryTitles, type IndustryId } from "~/content/industries";
import { guideStructuredData, pageMeta, socialImagePath, type PageMeta, type TrailStep } from "./seo";

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
  return (Object.keys(industryTitles) as IndustryId[]).flatMap((id) => entries.filter((entry) => entry.id === id));
}

export const regulationsTrail = (title?: string, slug?: string): TrailStep[] => [
  { label: guideCopy.breadcrumbHome, href: "/" },
  { label: guideCopy.regulationsLabel, href: REGULATIONS_PATH },
  ...(title && slug ? [{ label: title, href: `${REGULATIONS_PATH}/${slug}` }] : []),
];

export const industriesTrail = (title?: string, id?: string): TrailStep[] => [
  { label: guideCopy.breadcrumbHome, href: "/" },
  { label: guideCopy.industriesLabel, href: INDUSTRIES_PATH },
  ...(title && id ? [{ label: title, href: `${INDUSTRIES_PATH}/${id}` }] : []),
];

/** A link card to each page named, with its summary. */
export async function relatedLinks(regulations: readonly string[], industries: readonly string[]) {
  const [guides, pages] = [await regulationGuides(), await industryGuides()];
  return [
    ...guides
      .filter((guide) => regulations.includes(guide.id))
      .map((guide) => ({
        href: regulationPath(guide.id as (typeof regulationSlugs)[number]),
        label: guide.data.title,
        description: guide.data.summary,
      })),
    ...pages
      .filter((page) => industries.includes(page.id))
      .map((page) => ({
        href: industryPath(page.id as IndustryId),
        label: page.data.title,
        description: page.data.summary,
      })),
  ];
}

/** "November 24, 2026", as the guides date their last review. */
export const reviewDate = (date: Date): string =>
  date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * A guide page's metadata: its own title and summary unless its frontmatter's `seo` says otherwise, its social image
 * made at build, and Article and BreadcrumbList data dated by its last review.
 */
export function guidePageMeta(
  data: RegulationEntry["data"] | IndustryEntry["data"],
  path: `/${string}`,
  trail: TrailStep[],
): PageMeta {
  const description = data.seo.description ?? data.summary;
  return pageMeta({
    title: data.seo.title ?? `${data.title} · Vigil`,
    description,
    path,
    image: { path: socialImagePath(path), alt: `${data.title}: a Vigil guide` },
    structuredData: guideStructuredData({
      title: data.title,
      description,
      path,
      lastReviewed: data.lastReviewed,
      trail,
    }),
  });
}
