/** Performance budgets (mobile, medians), checked by `npm run bench -- --check` and, for bytes, by `npm test`. */
export const BYTE_BUDGETS = {
  /** Every script of `/`: its island's modules and the scripts written into its HTML. */
  jsGzip: 75 * 1024,
  cssGzip: 12 * 1024,
  fonts: 60 * 1024,
  /**
   * The landing page's response over HTTPS, its headers and its brotli'd HTML: a new connection carries 10 segments
   * of 1,460 bytes in its first round trip, and a page that needs more paints one round trip later (decision 012).
   */
  firstRoundTrip: 14_600,
} as const;

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
} as const;
