/** /robots.txt: every page may be crawled; the sitemap (@astrojs/sitemap's index) lists the indexed ones. */
import type { APIRoute } from "astro";

/** What @astrojs/sitemap writes: an index of the sitemap files it splits the pages into. */
const SITEMAP_FILE = "sitemap-index.xml";

export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL(SITEMAP_FILE, site).href}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
