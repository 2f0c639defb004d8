/**
 * robots.txt, security.txt, the PNG icons and the social image, written into the client build (the sitemap is
 * @astrojs/sitemap's). No web app manifest: the site is a website, not an app to install; browsers get its icons
 * from the <link>s in the page layout and its colour from <meta name="theme-color">.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../../src/config/env-schema.ts";
import { securityTxtPath } from "../../src/config/pages.ts";
import { securityTxt } from "./security-txt.ts";
import { iconPng, socialImagePng } from "./social-image.tsx";

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
  writeFileSync(join(client, "og-image.png"), await socialImagePng(logo));
}
