/**
 * Every page the site builds, in one list beside `src/pages/`: the sitemap, the per-page Content-Security-Policy,
 * the deploy configs, the tests and the bench read it (tests/pages.test.ts checks it matches `src/pages/`).
 * Relative imports only: astro.config.ts loads this module outside Vite.
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

export interface Page {
  /** The URL path it is served at; the not-found page has none of its own and is served for unknown paths. */
  path: `/${string}`;
  /** The HTML file the build writes for it, in build/client. */
  file: string;
  /** Listed in the sitemap, with a canonical URL; the others are noindex. */
  indexed: boolean;
  /** Loads the Google Ads tag, when the build configures one. */
  googleAds: boolean;
  /** Can show a toast: its policy allows the stylesheet Sonner inserts. */
  toasts: boolean;
}

export const homePage = {
  path: "/",
  file: "index.html",
  indexed: true,
  googleAds: false,
  toasts: true,
} as const satisfies Page;

export const confirmationPage = {
  path: "/see-you-soon",
  file: "see-you-soon/index.html",
  indexed: false,
  googleAds: true,
  toasts: false,
} as const satisfies Page;

export const privacyPage = {
  path: "/privacy",
  file: "privacy/index.html",
  indexed: true,
  googleAds: false,
  toasts: false,
} as const satisfies Page;

export const securityPage = {
  path: "/security",
  file: "security/index.html",
  indexed: true,
  googleAds: false,
  toasts: false,
} as const satisfies Page;

/** Every unknown path is answered with its file and status 404. */
export const notFoundPage = {
  path: "/404",
  file: "404.html",
  indexed: false,
  googleAds: false,
  toasts: false,
} as const satisfies Page;

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
  regulationsIndexPage,
  ...regulationPages,
  industriesIndexPage,
  ...industryPages,
  changesPage,
  privacyPage,
  securityPage,
  confirmationPage,
];

/** Every page the build writes, the not-found page last. */
export const prerenderedPages: readonly Page[] = [...pages, notFoundPage];

/** Not a page: the RFC 9116 contact file the build writes (scripts/build/site-files.ts), served as plain text. */
export const securityTxtPath = "/.well-known/security.txt";

/** The absolute URLs of the indexed pages, as the sitemap lists them. */
export const indexedUrls = (siteUrl: string): Set<string> =>
  new Set(pages.filter((page) => page.indexed).map((page) => new URL(page.path, siteUrl).href));
