/** robots.txt, sitemap.xml, the web manifest and the PNG icons, written into the client build. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../app/content/site.ts";
import type { SiteConfig } from "../../app/lib/parse-site-config.ts";
import { iconPng, socialImagePng } from "./social-image.tsx";

export async function writeSiteFiles(client: string, config: SiteConfig): Promise<void> {
  const logo = readFileSync(join(client, "favicon.svg"), "utf8");

  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`);

  // Only the landing page: the confirmation and not-found pages are noindex.
  writeFileSync(
    join(client, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${config.siteUrl}/</loc></url>\n</urlset>\n`,
  );

  writeFileSync(
    join(client, "site.webmanifest"),
    `${JSON.stringify(
      {
        name: `${site.name} · ${site.tagline}`,
        short_name: site.name,
        start_url: "/",
        display: "browser",
        background_color: "#ffffff",
        theme_color: site.themeColor,
        icons: [
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        ],
      },
      null,
      2,
    )}\n`,
  );

  writeFileSync(join(client, "apple-touch-icon.png"), iconPng(logo, 180));
  writeFileSync(join(client, "icon-192.png"), iconPng(logo, 192));
  writeFileSync(join(client, "icon-512.png"), iconPng(logo, 512));
  writeFileSync(join(client, "og-image.png"), await socialImagePng(logo));
}
