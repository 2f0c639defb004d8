/** Performance budgets (mobile, medians), checked by `npm run bench -- --check` and, for bytes, by `npm test`. */
export const BYTE_BUDGETS = {
  jsGzip: 125 * 1024,
  cssGzip: 12 * 1024,
  fonts: 60 * 1024,
  /**
   * The landing page's HTML, brotli'd: with its response headers (about 1.2 KB) it must fit in the 14.6 KB a new
   * connection carries in its first round trip, or the page paints one round trip later (decision 011).
   */
  htmlBrotli: 13_400,
} as const;

export const TARGETS = {
  lighthouseScore: 100,
  lcpRatioToZeroJs: 1.05,
  /** A tap made at the first paint takes effect as soon as on the same page without JavaScript. */
  firstInputRatioToZeroJs: 1.05,
  tbtMs: 30,
  cls: 0,
  interactionMs: 50,
} as const;
