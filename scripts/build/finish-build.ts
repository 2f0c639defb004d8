/**
 * What the build does after Astro has written every page: the site files, each page's Content-Security-Policy
 * for the Node server, `_headers` and nginx, and precompressed copies. An Astro integration, listed last.
 */
import type { AstroIntegration } from "astro";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { SiteConfig } from "#src/config/env-schema.ts";
import type { HeadersManifest } from "../../server/security-headers.ts";
import { builtPages } from "../lib/built-pages.ts";
import { reviewDates, reviewNotices } from "../lib/review-dates.ts";
import { precompress } from "./compress.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { inlineScriptHashes, inlineStyleHashes } from "./inline-hashes.ts";
import { writeSiteFiles } from "./site-files.ts";

/** Each page's Content-Security-Policy, and the union of them all for paths that name no page. */
function securityPolicies(client: string, config: SiteConfig): { pages: Record<string, string>; fallback: string } {
  const sources = builtPages(client).map((page) => {
    const html = readFileSync(join(client, page.file), "utf8");
    return { page, scriptHashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) };
  });
  const pages = Object.fromEntries(
    sources.map(({ page, scriptHashes, styleHashes }) => [
      page.file,
      contentSecurityPolicy({
        scriptHashes,
        styleHashes,
        googleAds: page.googleAds,
      }),
    ]),
  );
  const union = (pick: (source: (typeof sources)[number]) => string[]) => [...new Set(sources.flatMap(pick))];
  const fallback = contentSecurityPolicy({
    scriptHashes: union((source) => source.scriptHashes),
    styleHashes: union((source) => source.styleHashes),
    googleAds: config.googleAds !== null,
  });
  return { pages, fallback };
}

export function finishBuild({
  buildDirectory,
  config,
  warnings,
}: {
  buildDirectory: string;
  config: SiteConfig;
  warnings: readonly string[];
}): AstroIntegration {
  return {
    name: "vigil:finish-build",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const client = fileURLToPath(dir);
        await writeSiteFiles(client, config);
        const policies = securityPolicies(client, config);
        // The route list is the pages written: the deploy configs serve exactly those.
        const manifest: HeadersManifest = { pages: policies.pages };
        writeFileSync(join(buildDirectory, "headers.json"), `${JSON.stringify(manifest, null, 2)}\n`);
        writeDeployConfigs(buildDirectory, policies.pages, policies.fallback);
        const count = precompress(client);
        logger.info(`site files, per-page CSP and deploy configs written; ${count} files precompressed`);
        // Placeholders still build, so a fresh clone runs; each one a launch must replace is named, last, once.
        for (const warning of warnings) logger.warn(`warning: ${warning}`);
        // Reviews falling due within 60 days, while there is time (an overdue one has stopped the build already).
        for (const notice of reviewNotices(reviewDates())) logger.warn(`warning: ${notice}`);
      },
    },
  };
}
