/**
 * The budgets `npm run bench` checks (scripts/lib/budgets.ts), from the results of one run: each one a row of the
 * report, with what was measured, the target and whether it was met.
 */
import { BYTE_BUDGETS, TARGETS } from "./budgets.ts";
import type { LighthouseResult } from "./lighthouse-run.ts";
import { eventMs, median } from "./measure-page.ts";
import { kb, type routeBytes } from "./route-bytes.ts";

export const ms = (value: number) => `${Math.round(value)} ms`;

/** What one run of the bench measured (scripts/bench.ts, steps 2 to 7). */
export interface BenchResults {
  /** Every measured page, mobile against its zero-JS copy, and desktop. */
  lighthouseRows: { page: string; formFactor: string; result: LighthouseResult; zeroJs?: LighthouseResult }[];
  /** The landing page and its zero-JS copy, with devtools throttling. */
  devtools: { site: LighthouseResult; zeroJs: LighthouseResult };
  bytes: ReturnType<typeof routeBytes>;
  /** The landing page's response over HTTPS, headers and brotli HTML, in bytes. */
  firstResponseBytes: number;
  scriptTiming: { path: string; fcp: number; early: number; total: number }[];
  firstInput: { site: number[]; zeroJs: number[]; firstPaint: number[] };
  interactions: { mitigate: number[]; switchIndustry: number[]; flip: number[] };
}

/** One row of the budget table: what is measured, the value, the target, and whether it is met. */
export type Budget = readonly [name: string, measured: string | number, target: string, met: boolean];

/** The budgets of one run; `measured` says which pages are indexed, whose Lighthouse scores must be perfect. */
export function benchBudgets(
  { lighthouseRows, devtools, bytes, firstResponseBytes, scriptTiming, firstInput, interactions }: BenchResults,
  measured: readonly { name: string; indexed: boolean }[],
): Budget[] {
  const home = lighthouseRows.find((row) => row.page === "/" && row.formFactor === "mobile");
  const homeBytes = bytes.find((route) => route.route === "/");
  if (!home?.zeroJs || !homeBytes) throw new Error("bench: missing results for /");
  const jsTotal = (route: (typeof bytes)[number]) => route.js.gzip + route.inlineJs.gzip;
  const lcpRatio = home.result.lcp / home.zeroJs.lcp;
  const devtoolsLcpRatio = devtools.site.lcp / devtools.zeroJs.lcp;
  const firstInputRatio = median(firstInput.site) / median(firstInput.zeroJs);
  const indexedMobile = lighthouseRows.filter(
    (row) => row.formFactor === "mobile" && measured.find((page) => page.name === row.page)?.indexed,
  );
  const scores = (["performance", "accessibility", "bestPractices", "seo"] as const).map((category) => {
    const lowest = Math.min(...indexedMobile.map((row) => row.result[category]));
    return [
      `Lighthouse ${category} (mobile, lowest of ${indexedMobile.map((row) => row.page).join(", ")})`,
      lowest,
      `= ${TARGETS.lighthouseScore}`,
      lowest >= TARGETS.lighthouseScore,
    ] as const;
  });
  const interaction = (name: string, values: number[]) =>
    [
      `Interaction: ${name} (4× CPU)`,
      eventMs(median(values)),
      `≤ ${TARGETS.interactionMs} ms`,
      median(values) <= TARGETS.interactionMs,
    ] as const;
  const documents = bytes.filter((route) => route.route === "/privacy" || route.route === "/security");
  return [
    ...scores,
    [
      "LCP / zero-JS LCP (mobile, /, simulated)",
      `${lcpRatio.toFixed(3)} (${ms(home.result.lcp)} / ${ms(home.zeroJs.lcp)})`,
      `≤ ${TARGETS.lcpRatioToZeroJs}`,
      lcpRatio <= TARGETS.lcpRatioToZeroJs,
    ],
    [
      "LCP / zero-JS LCP (mobile, /, devtools throttling)",
      `${devtoolsLcpRatio.toFixed(3)} (${ms(devtools.site.lcp)} / ${ms(devtools.zeroJs.lcp)})`,
      `≤ ${TARGETS.lcpRatioToZeroJs}`,
      devtoolsLcpRatio <= TARGETS.lcpRatioToZeroJs,
    ],
    [
      "TBT (mobile, /)",
      `${ms(home.result.tbt)} (zero-JS copy: ${ms(home.zeroJs.tbt)})`,
      `≤ ${TARGETS.tbtMs} ms`,
      home.result.tbt <= TARGETS.tbtMs,
    ],
    ["CLS (mobile, /)", home.result.cls.toFixed(3), `= ${TARGETS.cls}`, home.result.cls <= TARGETS.cls],
    [
      "First input (phone, /)",
      `${ms(median(firstInput.site))} (zero-JS copy: ${ms(median(firstInput.zeroJs))})`,
      `≤ ${TARGETS.firstInputRatioToZeroJs} × zero-JS`,
      firstInputRatio <= TARGETS.firstInputRatioToZeroJs,
    ],
    ...scriptTiming.map(
      ({ path, early, total }) =>
        [
          `Scripts requested before the first paint (phone, ${path})`,
          `${early} of ${total}`,
          `= ${TARGETS.scriptsBeforeFirstPaint}`,
          early <= TARGETS.scriptsBeforeFirstPaint,
        ] as const,
    ),
    [
      "JavaScript for /, island and inline (gzip)",
      `${kb(jsTotal(homeBytes))} (${kb(homeBytes.js.gzip)} + ${kb(homeBytes.inlineJs.gzip)} inline)`,
      `≤ ${kb(BYTE_BUDGETS.jsGzip)}`,
      jsTotal(homeBytes) <= BYTE_BUDGETS.jsGzip,
    ],
    ...documents.map(
      (route) =>
        [
          `JavaScript for ${route.route} (gzip)`,
          kb(jsTotal(route)),
          "≤ that of /",
          jsTotal(route) <= jsTotal(homeBytes),
        ] as const,
    ),
    [
      "Response for / over HTTPS: headers and brotli HTML",
      `${firstResponseBytes} B`,
      `≤ ${BYTE_BUDGETS.firstRoundTrip} B`,
      firstResponseBytes <= BYTE_BUDGETS.firstRoundTrip,
    ],
    [
      "CSS for / (gzip)",
      kb(homeBytes.css.gzip),
      `≤ ${kb(BYTE_BUDGETS.cssGzip)}`,
      homeBytes.css.gzip <= BYTE_BUDGETS.cssGzip,
    ],
    ["Fonts for /", kb(homeBytes.fonts.raw), `≤ ${kb(BYTE_BUDGETS.fonts)}`, homeBytes.fonts.raw <= BYTE_BUDGETS.fonts],
    interaction("Mitigate", interactions.mitigate),
    interaction("industry switch", interactions.switchIndustry),
    interaction("card turn", interactions.flip),
  ];
}
