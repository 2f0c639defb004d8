/**
 * Each page's JavaScript in one build against its budget (scripts/lib/budgets.ts `jsBudget`): what
 * `npm run test:bytes` and `npm run bench` check and report, for both builds.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "#src/config/site-pages.ts";
import { builtPages } from "./built-pages.ts";
import { jsBudget } from "./budgets.ts";
import type { Build } from "./builds.ts";
import { kb, pageFiles, routeBytes } from "./route-bytes.ts";

export interface PageJs {
  page: Page;
  /** Its scripts' and islands' modules, and the scripts written into its HTML: gzip and raw bytes. */
  gzip: number;
  raw: number;
  /** Files it loads (island modules included) and scripts written into its HTML. */
  files: number;
  inline: number;
  /** gzip bytes; 0: none at all. */
  budget: number;
  /** Within the budget: under it, or nothing at all (not one byte) when it is 0. */
  met: boolean;
}

/** Every page of `build` (or `only` these), with its JavaScript and budget. */
export function pageJs(build: Build, only?: readonly Page[]): PageJs[] {
  if (!only) return pageJs(build, builtPages(build.client));
  const missing = only.filter((page) => !existsSync(join(build.client, page.file)));
  if (missing.length > 0) {
    throw new Error(
      `no ${missing.map((page) => page.file).join(", ")} in ${build.client}: rebuild it (\`${build.command}\`)`,
    );
  }
  const routes = routeBytes(build.client, only);
  return only.map((page, index) => {
    const route = routes[index];
    if (!route) throw new Error(`page-js: no bytes for ${page.path}`);
    const found = pageFiles(build.client, page);
    const budget = jsBudget(page, build.ads);
    const gzip = route.js.gzip + route.inlineJs.gzip;
    const raw = route.js.raw + route.inlineJs.raw;
    return {
      page,
      gzip,
      raw,
      files: found.js.length,
      inline: found.inlineJs.length,
      budget,
      met: budget === 0 ? raw === 0 : gzip <= budget,
    };
  });
}

/** Bytes as the reports show them: "110 B" under a kilobyte, "74.4 KB" above. */
export const size = (bytes: number): string => (bytes < 1024 ? `${bytes} B` : kb(bytes));

/** "74.4 KB gzip (6 files, 2 inline)", or "none". */
export function describeJs({ gzip, files, inline }: PageJs): string {
  if (files === 0 && inline === 0) return "none";
  return `${size(gzip)} gzip (${files} file${files === 1 ? "" : "s"}, ${inline} inline)`;
}
