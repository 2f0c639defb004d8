/**
 * The site's own pages, the guides aside: their paths, the files the build writes and what each may load. Apart from
 * pages.ts, which adds the guides from the registries, so that what runs in the browser (the consent banner's links)
 * can name a page without importing the registries. No imports: Node loads it outside Vite too.
 */
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

/** Where a visitor makes or changes their ad-measurement choice ahead of time; every footer links to it. */
export const privacyChoicesPage = {
  path: "/privacy-choices",
  file: "privacy-choices/index.html",
  indexed: false,
  googleAds: false,
  toasts: false,
} as const satisfies Page;

/** "Check a call": the transcript checker, which runs in the browser and sends nothing. */
export const checkPage = {
  path: "/check",
  file: "check/index.html",
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

/** Not a page: the RFC 9116 contact file the build writes (scripts/build/site-files.ts), served as plain text. */
export const securityTxtPath = "/.well-known/security.txt";
