/**
 * security.txt (dated by the build), the PNG icons and the site's social image, written into the client build. The
 * sitemap is @astrojs/sitemap's; robots.txt and the guides' social images are endpoints over the collections
 * (src/pages/robots.txt.ts, src/pages/og/). No web app manifest: the site is a website, not an app to install; browsers get its icons
 * from the <link>s in the page layout and its colour from <meta name="theme-color">.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "#src/config/env-schema.ts";
import { securityTxtPath } from "#src/config/site-pages.ts";
import { securityTxt } from "./security-txt.ts";
import { iconPng, siteCard, socialImagePng } from "#src/lib/social-image.tsx";

export async function writeSiteFiles(client: string, config: SiteConfig): Promise<void> {
  const logo = readFileSync(join(client, "favicon.svg"), "utf8");

  const securityTxtFile = join(client, securityTxtPath);
  mkdirSync(join(securityTxtFile, ".."), { recursive: true });
  writeFileSync(securityTxtFile, securityTxt(config, new Date()));

  writeFileSync(join(client, "apple-touch-icon.png"), iconPng(logo, 180));
  // The logo of the Organization in the structured data (src/lib/seo.ts).
  writeFileSync(join(client, "icon-512.png"), iconPng(logo, 512));
  writeFileSync(join(client, "og-image.png"), await socialImagePng(logo, siteCard));
}
