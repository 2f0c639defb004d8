/**
 * What each page makes the browser download from the build: its JavaScript (the route's chunks from React
 * Router's manifest), CSS and the preloaded font. `.size-limit.ts` checks them against the budgets; the bench
 * prints them raw, gzip and brotli. Deterministic: it reads files, it measures nothing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { prerenderedPages, routeId, type Page } from "../../src/config/pages.ts";

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[]; css: string[] };
  routes: Record<string, ManifestRoute>;
}

/** A page's files, as paths under the client build ("/assets/…"). */
export interface PageFiles {
  js: string[];
  css: string[];
  fonts: string[];
}

function manifestFile(client: string): string {
  const file = readdirSync(join(client, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${client}/assets: run npm run build.`);
  return `/assets/${file}`;
}

function readManifest(client: string): Manifest {
  const source = readFileSync(join(client, manifestFile(client)), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;?\s*$/, "")) as Manifest;
}

export function pageFiles(client: string, page: Page): PageFiles {
  const manifest = readManifest(client);
  const js = new Set<string>([manifestFile(client), manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css);
  for (const id of ["root", routeId(page)]) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route-bytes: no route "${id}" in the manifest`);
    js.add(route.module);
    for (const href of route.imports ?? []) js.add(href);
    for (const href of route.css ?? []) css.add(href);
  }
  const html = readFileSync(join(client, page.file), "utf8");
  // The page's own script elements: the start script that loads the rest (scripts/build/defer-hydration.ts).
  for (const match of html.matchAll(/<script[^>]* src="(\/assets\/[^"]+)"/g)) js.add(match[1] ?? "");
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((match) => match[1] ?? "");
  return { js: [...js], css: [...css], fonts };
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(client: string, hrefs: readonly string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const href of hrefs) {
    const bytes = readFileSync(join(client, href));
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

/** Each page's bytes; `only` limits it to some pages (a build from before a page existed lacks its route). */
export function routeBytes(client: string, only: readonly Page[] = prerenderedPages) {
  return only.map((page) => {
    const files = pageFiles(client, page);
    return {
      route: page.path,
      js: measure(client, files.js),
      css: measure(client, files.css),
      fonts: measure(client, files.fonts),
      chunks: files.js.map((href) => href.replace("/assets/", "")),
    };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
