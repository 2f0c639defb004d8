/**
 * Every page the site prerenders, in one list: the route table, the prerender list, the build (404 page,
 * sitemap, per-page Content-Security-Policy, deploy configs) and the bench read it. Relative imports only:
 * React Router's config loads this module outside Vite.
 */
export interface Page {
  /** The URL path it is prerendered at; the not-found page is prerendered at /404. */
  path: `/${string}`;
  /** Its route module, relative to app/. */
  module: `routes/${string}.tsx`;
  /** The HTML file the build writes for it, in build/client. */
  file: string;
  /** Listed in the sitemap, with a canonical URL; the others are noindex. */
  indexed: boolean;
  /** Loads the Google Ads tag, when the build configures one. */
  googleAds: boolean;
}

export const homePage = {
  path: "/",
  module: "routes/home.tsx",
  file: "index.html",
  indexed: true,
  googleAds: false,
} as const satisfies Page;

export const confirmationPage = {
  path: "/see-you-soon",
  module: "routes/see-you-soon.tsx",
  file: "see-you-soon/index.html",
  indexed: false,
  googleAds: true,
} as const satisfies Page;

export const privacyPage = {
  path: "/privacy",
  module: "routes/privacy.tsx",
  file: "privacy/index.html",
  indexed: true,
  googleAds: false,
} as const satisfies Page;

export const securityPage = {
  path: "/security",
  module: "routes/security.tsx",
  file: "security/index.html",
  indexed: true,
  googleAds: false,
} as const satisfies Page;

/** Rendered by the catch-all route; every unknown path is answered with its file and status 404. */
export const notFoundPage = {
  path: "/404",
  module: "routes/not-found.tsx",
  file: "404.html",
  indexed: false,
  googleAds: false,
} as const satisfies Page;

/** The pages with a URL of their own, in the order the sitemap lists them. */
export const pages: readonly Page[] = [homePage, privacyPage, securityPage, confirmationPage];

/** Every prerendered page, the not-found page last. */
export const prerenderedPages: readonly Page[] = [...pages, notFoundPage];

/** The route module's id in React Router's manifest ("routes/home"). */
export const routeId = (page: Page): string => page.module.replace(/\.tsx$/, "");

/** Not a page: the RFC 9116 contact file the build writes (scripts/build/site-files.ts), served as plain text. */
export const securityTxtPath = "/.well-known/security.txt";
