/**
 * Every page the build wrote, read from its HTML: the route list is what Astro built, and what each page is comes
 * from the page itself (its `pageMeta` and what it renders), said once. The per-page policy, the deploy configs, the
 * sitemap, the byte budgets, the bench and the tests read it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundPage, type Page } from "#src/config/site-pages.ts";
import { ADS_ID } from "#src/lib/consent/consent-dom.ts";

export interface BuiltPage extends Page {
  /** Listed in the sitemap, with a canonical URL; the others say `noindex`. */
  indexed: boolean;
  /** Loads the Google Ads tag: it carries the conversion's account (only on a build with ads). */
  googleAds: boolean;
}

const NOINDEX = /<meta name="robots" content="noindex"/;
const CANONICAL = /<link rel="canonical" href=/;

/** What `file`'s HTML says of its page; a page both indexed and not, or neither, stops the build. */
function readBuiltPage(client: string, page: Page): BuiltPage {
  const html = readFileSync(join(client, page.file), "utf8");
  const indexed = !NOINDEX.test(html);
  if (indexed !== CANONICAL.test(html)) {
    throw new Error(
      `${page.file}: a page is indexed with a canonical URL (pageMeta's \`path\`) or noindex without one (\`noindex: true\`), not both or neither`,
    );
  }
  return { ...page, indexed, googleAds: html.includes(` ${ADS_ID}=`) };
}

/** The path a page file is served at: `privacy/index.html` at /privacy (the build's directory format). */
export const pathOfFile = (file: string): `/${string}` =>
  file === "index.html" ? "/" : `/${file.slice(0, -"/index.html".length)}`;

/** The pages of a build, in path order, the not-found page last. */
export function builtPages(client: string): BuiltPage[] {
  if (!existsSync(join(client, "index.html"))) throw new Error(`no build in ${client}: run \`npm run build\``);
  const files = readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .sort();
  return [...files.map((file): Page => ({ path: pathOfFile(file), file })), notFoundPage].map((page) =>
    readBuiltPage(client, page),
  );
}

/** The absolute URLs of a build's indexed pages: what the sitemap lists. */
export const indexedUrls = (client: string, siteUrl: string): Set<string> =>
  new Set(builtPages(client).flatMap((page) => (page.indexed ? [new URL(page.path, siteUrl).href] : [])));

/** The pages of a build that have a URL of their own: all but the not-found page. */
export const pagesWithUrls = (client: string): BuiltPage[] =>
  builtPages(client).filter((page) => page.file !== notFoundPage.file);

/**
 * The pages a walk in a browser visits: every page, but of the jurisdiction pages (/states/<name>, one template over
 * the registry's data, no script) only the first, the last and California's. Every one of them is still built,
 * checked by the Nu checker and served with its own headers (e2e/security.spec.ts); the walks would spend a minute
 * more on pages that cannot differ in what they load or store.
 */
export function pagesToWalk(client: string): BuiltPage[] {
  const pages = pagesWithUrls(client);
  const jurisdictionPages = pages.filter(({ path }) => /^\/states\/./.test(path));
  const kept = new Set([
    jurisdictionPages[0],
    jurisdictionPages.at(-1),
    jurisdictionPages.find(({ path }) => path === "/states/california"),
  ]);
  return pages.filter((page) => !jurisdictionPages.includes(page) || kept.has(page));
}
