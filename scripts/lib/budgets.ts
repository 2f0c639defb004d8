/** Performance budgets (mobile, medians), checked by `npm run bench -- --check` and, for bytes, by `npm test`. */
export const BYTE_BUDGETS = {
  /** The target is 125 KB; React, React DOM and the router alone are ~113 KB here (BENCHMARKS.md). */
  jsGzip: 132 * 1024,
  cssGzip: 12 * 1024,
  fonts: 60 * 1024,
} as const;

export const TARGETS = {
  /** Issue target for JavaScript on /, reported next to the enforced limit. */
  jsGzip: 125 * 1024,
  lighthouseScore: 100,
  lcpRatioToZeroJs: 1.05,
  tbtMs: 30,
  cls: 0,
  interactionMs: 50,
} as const;
