/**
 * robots.txt, sitemap.xml, security.txt, the PNG icons and the social image, written into the client build. No web app
 * manifest: the site is a website, not an app to install; browsers get its icons from the <link>s in root.tsx
 * and its colour from <meta name="theme-color">.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteConfig } from "../../app/config/env-schema.ts";
import { pages, securityTxtPath } from "../../app/config/pages.ts";
import { securityTxt } from "./security-txt.ts";
import { iconPng, socialImagePng } from "./social-image.tsx";

export async function writeSiteFiles(client: string, config: SiteConfig): Promise<void> {
  const logo = readFileSync(join(client, "favicon.svg"), "utf8");

  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);

  // The indexed pages only: the others are noindex.
  const urls = pages
    .filter((page) => page.indexed)
    .map((page) => `  <url><loc>${config.siteUrl}${page.path}</loc></url>\n`)
    .join("");
  writeFileSync(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}</urlset>\n`,
  );

  const securityTxtFile = join(client, securityTxtPath);
  mkdirSync(join(securityTxtFile, ".."), { recursive: true });
  writeFileSync(securityTxtFile, securityTxt(config, new Date()));

  writeFileSync(join(client, "apple-touch-icon.png"), iconPng(logo, 180));
  // The logo of the Organization in the structured data (app/lib/seo.ts).
  writeFileSync(join(client, "icon-512.png"), iconPng(logo, 512));
  writeFileSync(join(client, "og-image.png"), await socialImagePng(logo));
}
