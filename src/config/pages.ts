/**
 * Every page the site builds, in one list beside `src/pages/`: the sitemap, the per-page Content-Security-Policy,
 * the deploy configs, the tests and the bench read it (tests/pages.test.ts checks it matches `src/pages/`).
 */
import {
  CHANGES_PATH,
  INDUSTRIES_PATH,
  industryPath,
  industrySlugs,
  REGULATIONS_PATH,
  regulationPath,
  regulationSlugs,
} from "./guides.ts";
import {
  checkPage,
  confirmationPage,
  homePage,
  notFoundPage,
  privacyChoicesPage,
  privacyPage,
  securityPage,
  type Page,
} from "./site-pages.ts";

export type { Page } from "./site-pages.ts";
export {
  checkPage,
  confirmationPage,
  homePage,
  notFoundPage,
  privacyChoicesPage,
  privacyPage,
  securityPage,
  securityTxtPath,
} from "./site-pages.ts";

/** An indexed page that loads no ads and shows no toasts: the guides and their indexes. */
const contentPage = (path: `/${string}`): Page => ({
  path,
  file: `${path.slice(1)}/index.html`,
  indexed: true,
  googleAds: false,
  toasts: false,
});

export const regulationsIndexPage = contentPage(REGULATIONS_PATH);
export const industriesIndexPage = contentPage(INDUSTRIES_PATH);
export const regulationPages: readonly Page[] = regulationSlugs.map((slug) => contentPage(regulationPath(slug)));
export const industryPages: readonly Page[] = industrySlugs.map((id) => contentPage(industryPath(id)));
export const changesPage = contentPage(CHANGES_PATH);

/** The pages with a URL of their own, in the order the sitemap lists them. */
export const pages: readonly Page[] = [
  homePage,
  checkPage,
  regulationsIndexPage,
  ...regulationPages,
  industriesIndexPage,
  ...industryPages,
  changesPage,
  privacyPage,
  securityPage,
  privacyChoicesPage,
  confirmationPage,
];

/** Every page the build writes, the not-found page last. */
export const prerenderedPages: readonly Page[] = [...pages, notFoundPage];

/** The absolute URLs of the indexed pages, as the sitemap lists them. */
export const indexedUrls = (siteUrl: string): Set<string> =>
  new Set(pages.filter((page) => page.indexed).map((page) => new URL(page.path, siteUrl).href));
