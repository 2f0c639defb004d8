/** What the build does after React Router has prerendered every page: `buildEnd` in react-router.config.ts. */
import type { Config } from "@react-router/dev/config";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchWarnings, parseSiteConfig, type SiteConfig } from "../../app/config/env-schema.ts";
import { notFoundPage, prerenderedPages } from "../../app/config/pages.ts";
import type { HeadersManifest } from "../../server/security-headers.ts";
import { precompress } from "./compress.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";
import { deferHydration } from "./defer-hydration.ts";
import { writeDeployConfigs } from "./deploy-configs.ts";
import { inlineScriptHashes, sha256Source, sonnerStyleHashes } from "./inline-hashes.ts";
import { writeSiteFiles } from "./site-files.ts";

const PAGE_FILES = prerenderedPages.map((page) => page.file);

/**
 * `404.html`, which hosts send for unknown paths, from the page prerendered at /404. Every page is prerendered,
 * so React Router's SPA fallback and the server bundle it prerendered with are not needed.
 */
function keepPagesOnly(build: string, client: string): void {
  const prerendered404 = join(client, notFoundPage.path, "index.html");
  if (!existsSync(prerendered404)) throw new Error(`Expected ${prerendered404}: is the not-found page prerendered?`);
  renameSync(prerendered404, join(client, notFoundPage.file));
  rmSync(join(client, notFoundPage.path), { recursive: true });
  rmSync(join(client, "__spa-fallback.html"), { force: true });
  rmSync(join(build, "server"), { recursive: true, force: true });
}

/** Each page's start script written beside the other assets; returns the policy sources each one needs. */
function deferPageScripts(client: string): Map<string, string[]> {
  const startScriptSources = new Map<string, string[]>();
  for (const file of PAGE_FILES) {
    const path = join(client, file);
    const { html, start, importMap } = deferHydration(readFileSync(path, "utf8"), file);
    writeFileSync(path, html);
    writeFileSync(join(client, start.href), start.source);
    // The import map it inserts is an inline script: the policy allows it by its hash.
    startScriptSources.set(file, [sha256Source(importMap)]);
  }
  return startScriptSources;
}

/** Each page's Content-Security-Policy, and the union of them all for paths that name no page. */
function securityPolicies(
  client: string,
  config: SiteConfig,
  startScriptSources: Map<string, string[]>,
): { pages: Record<string, string>; fallback: string } {
  const adsPages = new Set(prerenderedPages.filter((page) => page.googleAds).map((page) => page.file));
  const styleHashes = sonnerStyleHashes();
  const scriptHashes = new Map(
    PAGE_FILES.map((file) => [
      file,
      [...inlineScriptHashes(readFileSync(join(client, file), "utf8")), ...(startScriptSources.get(file) ?? [])],
    ]),
  );
  const pages = Object.fromEntries(
    PAGE_FILES.map((file) => [
      file,
      contentSecurityPolicy({
        scriptHashes: scriptHashes.get(file) ?? [],
        styleHashes,
        googleAds: config.googleAds !== null && adsPages.has(file),
      }),
    ]),
  );
  const fallback = contentSecurityPolicy({
    scriptHashes: [...new Set([...scriptHashes.values()].flat())],
    styleHashes,
    googleAds: config.googleAds !== null,
  });
  return { pages, fallback };
}

export const finishBuild: NonNullable<Config["buildEnd"]> = async ({ reactRouterConfig, viteConfig }) => {
  const build = reactRouterConfig.buildDirectory;
  const client = join(build, "client");
  const config = parseSiteConfig(viteConfig.env);
  // Placeholders still build, so a fresh clone runs; each one a launch must replace is named, last, once.
  const warnings = launchWarnings(config);

  keepPagesOnly(build, client);
  const startScriptSources = deferPageScripts(client);
  await writeSiteFiles(client, config);
  const policies = securityPolicies(client, config, startScriptSources);
  const manifest: HeadersManifest = { pages: policies.pages };
  writeFileSync(join(build, "headers.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  writeDeployConfigs(build, policies.pages, policies.fallback);
  const count = precompress(client);
  viteConfig.logger.info(
    `finish-build: 404.html, deferred hydration, site files, per-page CSP and deploy configs written; ${count} files precompressed`,
  );
  for (const warning of warnings) viteConfig.logger.warn(`warning: ${warning}`);
};
