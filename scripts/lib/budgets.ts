/**
 * Performance budgets (mobile, medians), checked by `npm run bench -- --check` and, for bytes, by `npm test`
 * (`npm run test:bytes`). The byte budgets hold both builds: without Google Ads and with it (scripts/lib/builds.ts).
 */
import {
  checkPage,
  confirmationPage,
  homePage,
  notFoundPage,
  privacyChoicesPage,
  type Page,
} from "#src/config/site-pages.ts";

export const BYTE_BUDGETS = {
  /**
   * Every script of `/`, in either build: its demo's module and what it imports at once, and the scripts written
   * into its HTML. About 4.4 KB since the demo dropped React's runtime (decision 020): the budget leaves room for
   * more behaviour, and fails at once if a framework runtime comes back (React and its renderer are about 70 KB).
   */
  jsGzip: 12 * 1024,
  /**
   * On a build with Google Ads, every script of a page that carries the consent script (`CONSENT_SCRIPT_PAGES`),
   * inline scripts included (the confirmation page's address clearing among them). Google's tag is not counted: it
   * is loaded from Google only after Accept.
   */
  consentPageJsGzip: 8 * 1024,
  /**
   * Every script `/check` loads when its form is first used (or a demo call is named by its address), in either
   * build: React and Astro's island runtime (about 71 KB) and the checker's form and results. The
   * checking itself is in a Web Worker, started with them.
   */
  checkPageJsGzip: 80 * 1024,
  /**
   * Check a call's own code: what `/check` loads beside the framework (React, Astro's renderer, Vite's preload
   * helper), its Web Worker included (`checkerCode` in `.size-limit.ts`).
   */
  checkerCodeGzip: 35 * 1024,
  /**
   * A batch's own code on `/check`, loaded only when several files or a folder are given: the page's table, exports and
   * gathering, and the worker's reading and describing (decision 028). About 7.3 KB.
   */
  batchCodeGzip: 8 * 1024,
  /**
   * A page whose one script is a line written into its HTML: the confirmation page's address clearing (it keeps a
   * visitor's name and email out of every request; on a build without ads) and the not-found page's
   * `console.error` of the path (the spec's). Every other page but `/` loads no JavaScript at all.
   */
  inlineLineJsGzip: 512,
  cssGzip: 12 * 1024,
  fonts: 60 * 1024,
  /**
   * The landing page's response over HTTPS, its headers and its brotli'd HTML: a new connection carries 10 segments
   * of 1,460 bytes in its first round trip, and a page that needs more paints one round trip later (decision 012).
   */
  firstRoundTrip: 14_600,
} as const;

/** The pages that carry the consent script, written into their HTML, on a build with Google Ads. */
export const CONSENT_SCRIPT_PAGES: readonly Page[] = [confirmationPage, privacyChoicesPage];

/**
 * The JavaScript a page may load, gzip, scripts written into its HTML included, in the build with Google Ads
 * configured (`ads`) or the one without; 0: no script at all.
 */
export function jsBudget(page: Page, ads: boolean): number {
  if (page.path === homePage.path) return BYTE_BUDGETS.jsGzip;
  if (page.path === checkPage.path) return BYTE_BUDGETS.checkPageJsGzip;
  if (ads && CONSENT_SCRIPT_PAGES.some(({ path }) => path === page.path)) return BYTE_BUDGETS.consentPageJsGzip;
  if (page.path === confirmationPage.path || page.path === notFoundPage.path) return BYTE_BUDGETS.inlineLineJsGzip;
  return 0;
}

export const TARGETS = {
  lighthouseScore: 100,
  /** LCP against the same page with every script removed, under Lighthouse's simulation and real throttling. */
  lcpRatioToZeroJs: 1.05,
  /** A tap made at the first paint takes effect as soon as on the same page without JavaScript. */
  firstInputRatioToZeroJs: 1.05,
  tbtMs: 30,
  cls: 0,
  interactionMs: 50,
  /** Scripts whose request starts before the first contentful paint. */
  scriptsBeforeFirstPaint: 0,
  /** "Check a call" at 4× CPU slowdown (the issue's): a 10-minute call, and a 3-hour one. */
  checkTenMinutesMs: 30,
  checkThreeHoursMs: 400,
  /** While a 3-hour call is checked and its findings drawn: an interaction within it stays "good" (INP ≤ 200 ms). */
  checkLongestTaskMs: 200,
  /** `vigil-check` on 10,000 calls of 20 to 40 turns, on this 2-core machine (issue 42). */
  cliTenThousandCallsMs: 10_000,
  /** A batch of 1,000 calls of 20 to 40 turns on `/check`, at 4× CPU slowdown (issue 42). */
  batchThousandCallsMs: 10_000,
} as const;
