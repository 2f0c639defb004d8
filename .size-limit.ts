/**
 * `npm run test:bytes`, second half: the bytes the pages that may load JavaScript download, in both builds (without
 * Google Ads and with it), against the budgets (size-limit; scripts/lib/budgets.ts). scripts/check-page-js.ts checks
 * that every other page loads none. The landing page's HTML with the headers it is served with is checked against
 * the first round trip by e2e/first-round-trip.spec.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SizeLimitConfig } from "size-limit";
import { checkPage, homePage, type Page } from "#src/config/site-pages.ts";
import { BYTE_BUDGETS, jsBudget } from "./scripts/lib/budgets.ts";
import { builtPages } from "./scripts/lib/built-pages.ts";
import { BUILDS, assertBuilt, type Build } from "./scripts/lib/builds.ts";
import { pageFiles } from "./scripts/lib/route-bytes.ts";

assertBuilt();
const [mainBuild] = BUILDS;
if (!mainBuild) throw new Error(".size-limit.ts: no build listed");
const kib = (bytes: number) => `${bytes / 1024} KiB`;
const paths = (build: Build, hrefs: string[]) => hrefs.map((href) => `${build.client}${href}`);

/**
 * A page's scripts and islands, and the scripts written into its HTML (Astro's island runtime among them): size-limit
 * measures files, so those are measured from a file of their own.
 */
function javaScriptOf(build: Build, page: Page) {
  const files = pageFiles(build.client, page);
  const directory = join(build.directory, "size-limit");
  const inlineScripts = join(directory, `inline-scripts-of-${page.file.replaceAll("/", "-")}.js`);
  mkdirSync(directory, { recursive: true });
  writeFileSync(inlineScripts, files.inlineJs.join("\n"));
  return {
    name: `JavaScript for ${page.path}, ${build.name}: scripts, islands and inline (gzip)`,
    path: [...paths(build, files.js), inlineScripts],
    limit: kib(jsBudget(page, build.ads)),
    gzip: true,
  };
}

const home = pageFiles(mainBuild.client, homePage);
const checker = pageFiles(mainBuild.client, checkPage);
/** What `/check` loads beside the framework (React, Astro's renderer, Vite's preload helper): the checker's form and results, and its Web Worker. */
const checkerCode = [...checker.js.filter((href) => !checker.frameworkJs.includes(href)), ...checker.workers];
/** What a batch of files loads when it starts (decision 028): the page's batch module and the worker's. */
const batchCode = checker.lazyJs.filter((href) => /\/assets\/batch-(view|worker)[.-]/.test(href));
if (batchCode.length !== 2)
  throw new Error(`.size-limit.ts: a batch's code is not where it was: ${batchCode.join(", ")}`);

export default [
  ...BUILDS.flatMap((build) =>
    builtPages(build.client)
      .filter((page) => jsBudget(page, build.ads) > 0)
      .map((page) => javaScriptOf(build, page)),
  ),
  {
    name: "Check a call's own code: /check's scripts but the framework, and its worker (gzip)",
    path: paths(mainBuild, checkerCode),
    limit: kib(BYTE_BUDGETS.checkerCodeGzip),
    gzip: true,
  },
  {
    name: "A batch's code on /check: loaded when several files or a folder are given, the worker's part included (gzip)",
    path: paths(mainBuild, batchCode),
    limit: kib(BYTE_BUDGETS.batchCodeGzip),
    gzip: true,
  },
  { name: "CSS for / (gzip)", path: paths(mainBuild, home.css), limit: kib(BYTE_BUDGETS.cssGzip), gzip: true },
  // woff2 is compressed already: its size on the wire is its size.
  { name: "Fonts for /", path: paths(mainBuild, home.fonts), limit: kib(BYTE_BUDGETS.fonts), brotli: false },
] satisfies SizeLimitConfig;
