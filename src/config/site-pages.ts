/**
 * The site's own pages that others link to or measure, the guides aside: each one's path and the HTML file the build
 * writes for it. What a page is (indexed or not, loading Google's tag or not) is said once, by the page itself: its
 * `pageMeta` (indexed with a `path`, or `noindex`) and what it renders; the build reads it from the HTML it wrote
 * (scripts/lib/built-pages.ts), which is also the list of every page. No imports: the consent markup names a page.
 */
export interface Page {
  /** The URL path it is served at; the not-found page has none of its own and is served for unknown paths. */
  path: `/${string}`;
  /** The HTML file the build writes for it, in build/client. */
  file: string;
}

/** A page at `path`, written as `<path>/index.html` (the build's directory format). */
export const pageAt = (path: `/${string}`): Page => ({
  path,
  file: path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
});

export const homePage = pageAt("/");
export const confirmationPage = pageAt("/see-you-soon");
export const privacyPage = pageAt("/privacy");
export const securityPage = pageAt("/security");
/** Where a visitor makes or changes their ad-measurement choice ahead of time; every footer links to it. */
export const privacyChoicesPage = pageAt("/privacy-choices");
/** "Check a call": the transcript checker, which runs in the browser and sends nothing. */
export const checkPage = pageAt("/check");
/** Every unknown path is answered with its file and status 404. */
export const notFoundPage: Page = { path: "/404", file: "404.html" };

/** Not a page: the RFC 9116 contact file the build writes (scripts/build/site-files.ts), served as plain text. */
export const securityTxtPath = "/.well-known/security.txt";
