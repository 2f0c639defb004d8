/**
 * Finishes the static build (`build/`, or BUILD_DIR):
 * 1. the prerendered not-found page becomes `404.html`, which static hosts and our server send for unknown
 *    paths; React Router's SPA fallback and its prerender-only server bundle go (every page is prerendered);
 * 2. each page starts its JavaScript after it has loaded (scripts/build/defer-hydration.ts);
 *    robots.txt, sitemap.xml, icons and the social image;
 * 3. a Content-Security-Policy per page from the hashes of its inline scripts, written to `headers.json`
 *    for our server and to `_headers` and an nginx site for other hosts;
 * 4. brotli and gzip copies of every text file.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadEnv } from "vite";
import { launchWarnings, parseSiteConfig } from "../app/config/env-schema.ts";
import { notFoundPage, prerenderedPages } from "../app/config/pages.ts";
import type { HeadersManifest } from "../server/security-headers.ts";
import { contentSecurityPolicy } from "./build/content-security-policy.ts";
import { precompress } from "./build/compress.ts";
import { deferHydration, START_MODULE, startModuleFile } from "./build/defer-hydration.ts";
import { writeDeployConfigs } from "./build/deploy-configs.ts";
import { inlineScriptHashes, sonnerStyleHashes } from "./build/inline-hashes.ts";
import { writeSiteFiles } from "./build/site-files.ts";

const build = process.env.BUILD_DIR ?? "build";
const client = join(build, "client");
const config = parseSiteConfig(loadEnv("production", process.cwd(), "VITE_"));
// Placeholders still build, so a fresh clone runs; each one a launch must replace is named, last, once.
const warnings = launchWarnings(config);

// 1. Pages
const prerendered404 = join(client, notFoundPage.path, "index.html");
if (!existsSync(prerendered404)) throw new Error(`Expected ${prerendered404}: is the not-found page prerendered?`);
renameSync(prerendered404, join(client, notFoundPage.file));
rmSync(join(client, notFoundPage.path), { recursive: true });
rmSync(join(client, "__spa-fallback.html"), { force: true });
rmSync(join(build, "server"), { recursive: true, force: true });

// 2. Hydration after load; files for crawlers, browsers and link previews
const PAGE_FILES = prerenderedPages.map((page) => page.file);
writeFileSync(join(client, "assets", startModuleFile().name), START_MODULE);
for (const file of PAGE_FILES) {
  const path = join(client, file);
  writeFileSync(path, deferHydration(readFileSync(path, "utf8"), file));
}
await writeSiteFiles(client, config);

// 3. Security headers
const ADS_PAGES = new Set(prerenderedPages.filter((page) => page.googleAds).map((page) => page.file));
const styleHashes = sonnerStyleHashes();
const scriptHashes: Record<string, string[]> = Object.fromEntries(
  PAGE_FILES.map((file) => [file, inlineScriptHashes(readFileSync(join(client, file), "utf8"))]),
);
const pages = Object.fromEntries(
  PAGE_FILES.map((file) => [
    file,
    contentSecurityPolicy({
      scriptHashes: scriptHashes[file] ?? [],
      styleHashes,
      googleAds: config.googleAds !== null && ADS_PAGES.has(file),
    }),
  ]),
);
const fallbackPolicy = contentSecurityPolicy({
  scriptHashes: [...new Set(Object.values(scriptHashes).flat())],
  styleHashes,
  googleAds: config.googleAds !== null,
});
writeFileSync(join(build, "headers.json"), `${JSON.stringify({ pages } satisfies HeadersManifest, null, 2)}\n`);
writeDeployConfigs(build, pages, fallbackPolicy);

// 4. Compression
const count = precompress(client);
console.log(`postbuild: 404.html, site files, per-page CSP and deploy configs written; ${count} files precompressed`);

for (const warning of warnings) console.warn(`warning: ${warning}`);
