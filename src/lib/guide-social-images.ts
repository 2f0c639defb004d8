/**
 * Each guide's 1200×630 social card, drawn at build from its collection entry (the endpoints under src/pages/og/):
 * its kind, title, summary and the laws it covers, where its page's metadata points (socialImagePath).
 */
import type { APIRoute } from "astro";
import { readFileSync } from "node:fs";
import { laws } from "#src/content/laws.ts";
import { jurisdictions } from "#src/content/jurisdictions.ts";
import { statesCopy } from "#src/content/states-copy.ts";
import { industryGuides, regulationGuides, type IndustryEntry, type RegulationEntry } from "./guide-pages.ts";
import { socialImagePng, type SocialCard } from "./social-image.tsx";

/** The site's logo, as the pages show it. */
const logo = (): string => readFileSync("public/favicon.svg", "utf8");

/** The law code a guide is about ("pci-dss" → "PCI DSS"), as its badge shows it. */
const lawOfGuide = (slug: string): string =>
  Object.entries(laws).find(([, law]) => law.guide === slug)?.[0] ?? slug.toUpperCase();

const png = async (card: SocialCard): Promise<Response> =>
  new Response(new Uint8Array(await socialImagePng(logo(), card)), { headers: { "Content-Type": "image/png" } });

export const regulationImagePaths = async () =>
  (await regulationGuides()).map((guide) => ({ params: { slug: guide.id }, props: { guide } }));

export const regulationImage: APIRoute<{ guide: RegulationEntry }> = ({ props: { guide } }) =>
  png({ eyebrow: "Regulation guide", headline: guide.data.title, subline: guide.data.summary, chips: guide.data.laws });

export const industryImagePaths = async () =>
  (await industryGuides()).map((page) => ({ params: { slug: page.id }, props: { page } }));

export const industryImage: APIRoute<{ page: IndustryEntry }> = ({ props: { page } }) =>
  png({
    eyebrow: "Industry guide",
    headline: page.data.title,
    subline: page.data.summary,
    chips: page.data.regulations.map(lawOfGuide),
  });

/** /states and every jurisdiction's page share one card: the registry's extent. */
export const statesImage: APIRoute = () =>
  png({
    eyebrow: "Laws by state",
    headline: statesCopy.mapTitle,
    subline: statesCopy.metaDescription,
    chips: [`${jurisdictions.length} jurisdictions`, "Recording consent", "AI disclosure", "Telemarketing"],
  });
