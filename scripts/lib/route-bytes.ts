/**
 * What each page makes the browser download from the build, read from the build's files: its JavaScript (the
 * scripts it loads and the islands it hydrates, with every module they import at once), the JavaScript written
 * into its HTML, the modules it loads only on demand, its CSS and its preloaded font. `.size-limit.ts` checks
 * them against the budgets; the bench prints them raw, gzip and brotli. Deterministic: it measures nothing live.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Page } from "#src/config/site-pages.ts";
import { builtPages } from "./built-pages.ts";

/** A page's files, as paths under the client build ("/assets/…"). */
export interface PageFiles {
  /** Requested as the page loads or its islands hydrate. */
  js: string[];
  /** Imported on demand only (Play the call's speech code, on its first press). */
  lazyJs: string[];
  /**
   * Of `js`, the framework: the islands' renderer (React's, for Astro) and what it imports (React, React DOM), and
   * Vite's module preload helper, which every module with a dynamic import shares.
   */
  frameworkJs: string[];
  /**
   * Started as Web Workers by the page's modules, on first use (the checker of `/check`), with what they import at
   * once; what a worker imports on demand is in `lazyJs`.
   */
  workers: string[];
  css: string[];
  fonts: string[];
  /** The page's inline scripts, which are part of its HTML. */
  inlineJs: string[];
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;
const NEW_WORKER = /new Worker\(\s*new URL\(\s*["'`](\/assets\/[^"'`]+\.js)["'`]/g;

/**
 * A module and what it imports at once, transitively; what they import on demand goes to `lazy`, and the scripts
 * they start as Web Workers to `workers`.
 */
function withImports(client: string, href: string, eager: Set<string>, lazy: Set<string>, workers: Set<string>): void {
  if (eager.has(href)) return;
  eager.add(href);
  const file = join(client, href);
  if (!existsSync(file)) throw new Error(`route-bytes: ${href} is referenced but not in the build`);
  const source = readFileSync(file, "utf8");
  const resolve = (relative: string) => posix.join(posix.dirname(href), relative);
  for (const [, relative = ""] of source.matchAll(STATIC_IMPORT))
    withImports(client, resolve(relative), eager, lazy, workers);
  for (const [, relative = ""] of source.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(relative));
  for (const [, worker = ""] of source.matchAll(NEW_WORKER)) workers.add(worker);
}

export function pageFiles(client: string, page: Page): PageFiles {
  const html = readFileSync(join(client, page.file), "utf8");
  // Module scripts, the one inside the landing page's demo template among them (imported when the demo nears).
  const scripts = [...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
  const islands = [...html.matchAll(/<astro-island[^>]* component-url="([^"]+)"[^>]* renderer-url="([^"]+)"/g)];
  const renderers = islands.map(([, , renderer = ""]) => renderer);
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const workers = new Set<string>();
  for (const href of [...scripts, ...islands.map(([, component = ""]) => component), ...renderers])
    withImports(client, href, eager, lazy, workers);
  const framework = new Set<string>();
  for (const href of renderers) withImports(client, href, framework, new Set(), new Set());
  for (const href of eager) if (/^\/assets\/preload-helper\.[\w-]+\.js$/.test(href)) framework.add(href);
  const lazyOnly = new Set<string>();
  for (const href of lazy) if (!eager.has(href)) withImports(client, href, lazyOnly, new Set(), workers);
  for (const href of eager) lazyOnly.delete(href);
  // A worker's own imports: what it imports at once is part of it, what it imports on demand (a batch's code) is lazy.
  const workerFiles = new Set<string>();
  const workerLazy = new Set<string>();
  for (const href of workers) withImports(client, href, workerFiles, workerLazy, new Set());
  for (const href of workerLazy) if (!workerFiles.has(href)) withImports(client, href, lazyOnly, new Set(), new Set());
  for (const href of workerFiles) lazyOnly.delete(href);
  const inlineJs = [
    ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1] ?? "")
    .filter((source) => source !== "");
  return {
    js: [...eager],
    lazyJs: [...lazyOnly],
    frameworkJs: [...framework],
    workers: [...workerFiles],
    css: [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1] ?? ""),
    fonts: [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((match) => match[1] ?? ""),
    inlineJs,
  };
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

function sizesOf(contents: readonly Buffer[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const bytes of contents) {
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

const files = (client: string, hrefs: readonly string[]) => hrefs.map((href) => readFileSync(join(client, href)));

/** Each page's bytes; `only` limits it to some pages (a build from before a page existed lacks it). */
export function routeBytes(client: string, only: readonly Page[] = builtPages(client)) {
  return only.map((page) => {
    const found = pageFiles(client, page);
    return {
      route: page.path,
      js: sizesOf(files(client, found.js)),
      lazyJs: sizesOf(files(client, found.lazyJs)),
      workers: sizesOf(files(client, found.workers)),
      inlineJs: sizesOf(found.inlineJs.map((source) => Buffer.from(source))),
      css: sizesOf(files(client, found.css)),
      fonts: sizesOf(files(client, found.fonts)),
      html: sizesOf(files(client, [`/${page.file}`])),
      chunks: found.js.map((href) => href.replace("/assets/", "")),
    };
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
