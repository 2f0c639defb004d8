/**
 * robots.txt, security.txt, the PNG icons and the social image, written into the client build (the sitemap is
 * @astrojs/sitemap's). No web app manifest: the site is a website, not an app to install; browsers get its icons
 * from the <link>s in the page layout and its colour from <meta name="theme-color">.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../../src/config/env-schema.ts";
import { INDUSTRIES_PATH, REGULATIONS_PATH, socialImagePath } from "../../src/config/guides.ts";
import { securityTxtPath } from "../../src/config/pages.ts";
import { securityTxt } from "./security-txt.ts";
import { laws } from "../../src/content/laws.ts";
import { readGuideFiles, type GuideKind } from "../../src/guides/guide-files.ts";
import { typeset } from "../../src/guides/typeset.ts";
import { iconPng, siteCard, socialImagePng, type SocialCard } from "./social-image.tsx";

/** What @astrojs/sitemap writes: an index of the sitemap files it splits the pages into. */
const SITEMAP_FILE = "sitemap-index.xml";

export async function writeSiteFiles(client: string, config: SiteConfig): Promise<void> {
  const logo = readFileSync(join(client, "favicon.svg"), "utf8");

  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/${SITEMAP_FILE}\n`);

  const securityTxtFile = join(client, securityTxtPath);
  mkdirSync(join(securityTxtFile, ".."), { recursive: true });
  writeFileSync(securityTxtFile, securityTxt(config, new Date()));

  writeFileSync(join(client, "apple-touch-icon.png"), iconPng(logo, 180));
  // The logo of the Organization in the structured data (src/lib/seo.ts).
  writeFileSync(join(client, "icon-512.png"), iconPng(logo, 512));
  writeFileSync(join(client, "og-image.png"), await socialImagePng(logo, siteCard));
  await writeGuideImages(client, logo);
}

interface GuideCardFields {
  title: string;
  summary: string;
  /** A regulation guide's laws, as codes. */
  laws?: string[];
  /** An industry page's rules, as guide slugs. */
  regulations?: string[];
}

/** The law code a guide is about ("pci-dss" → "PCI DSS"), as its badge shows it. */
const lawOfGuide = (slug: string): string =>
  Object.entries(laws).find(([, law]) => law.guide === slug)?.[0] ?? slug.toUpperCase();

const GUIDE_EYEBROWS: Record<GuideKind, string> = { regulations: "Regulation guide", industries: "Industry guide" };

const GUIDE_SECTION_PATHS: Record<GuideKind, string> = { regulations: REGULATIONS_PATH, industries: INDUSTRIES_PATH };

/** Each guide's own card, where its page's metadata points (socialImagePath). */
async function writeGuideImages(client: string, logo: string): Promise<void> {
  for (const kind of ["regulations", "industries"] as const) {
    for (const guide of readGuideFiles(kind)) {
      // The schema has checked these fields by now: Astro built the page from them.
      const { title, summary, laws: codes, regulations } = guide.frontmatter as GuideCardFields;
      const chips = codes ?? (regulations ?? []).map(lawOfGuide);
      const card: SocialCard = {
        eyebrow: GUIDE_EYEBROWS[kind],
        headline: typeset(title),
        subline: typeset(summary),
        chips,
      };
      const file = join(client, socialImagePath(`${GUIDE_SECTION_PATHS[kind]}/${guide.slug}`));
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, await socialImagePng(logo, card));
    }
  }
}
