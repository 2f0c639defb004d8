/**
 * The budgets `npm run bench` checks (scripts/lib/budgets.ts), from the results of one run: each one a row of the
 * report, with what was measured, the target and whether it was met. The bytes of both builds are budgeted apart
 * (`byteBudgets`): they need no browser (`npm run bench -- --bytes`).
 */
import type { Build } from "./builds.ts";
import { BYTE_BUDGETS, TARGETS } from "./budgets.ts";
import type { LighthouseResult } from "./lighthouse-run.ts";
import { eventMs, median } from "./measure-page.ts";
import { describeJs, size, type PageJs } from "./page-js.ts";
import { kb, type routeBytes } from "./route-bytes.ts";

export const ms = (value: number) => `${Math.round(value)} ms`;

/** What one run of the bench measured (scripts/bench.ts, steps 2 to 7). */
export interface BenchResults {
  /** Every measured page, mobile against its zero-JS copy, and desktop. */
  lighthouseRows: { page: string; formFactor: string; result: LighthouseResult; zeroJs?: LighthouseResult }[];
  /** The landing page and its zero-JS copy, with devtools throttling. */
  devtools: { site: LighthouseResult; zeroJs: LighthouseResult };
  /** The landing page's response over HTTPS, headers and brotli HTML, in bytes. */
  firstResponseBytes: number;
  /** `path` names the build when it is not the one without ads. */
  scriptTiming: { path: string; fcp: number; early: number; total: number }[];
  firstInput: { site: number[]; zeroJs: number[]; firstPaint: number[] };
  interactions: { mitigate: number[]; switchIndustry: number[]; flip: number[] };
}

/** One row of the budget table: what is measured, the value, the target, and whether it is met. */
export type Budget = readonly [name: string, measured: string | number, target: string, met: boolean];

/** The budgets of one run; `measured` says which pages are indexed, whose Lighthouse scores must be perfect. */
export function benchBudgets(
  { lighthouseRows, devtools, firstResponseBytes, scriptTiming, firstInput, interactions }: BenchResults,
  measured: readonly { name: string; indexed: boolean }[],
): Budget[] {
  const home = lighthouseRows.find((row) => row.page === "/" && row.formFactor === "mobile");
  if (!home?.zeroJs) throw new Error("bench: missing results for /");
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
      "Response for / over HTTPS: headers and brotli HTML",
      `${firstResponseBytes} B`,
      `≤ ${BYTE_BUDGETS.firstRoundTrip} B`,
      firstResponseBytes <= BYTE_BUDGETS.firstRoundTrip,
    ],
    interaction("Mitigate", interactions.mitigate),
    interaction("industry switch", interactions.switchIndustry),
    interaction("card turn", interactions.flip),
  ];
}

/** One build's bytes: every page's files, and its JavaScript against its budget. */
export interface BuildBytes {
  build: Build;
  routes: ReturnType<typeof routeBytes>;
  js: PageJs[];
}

/**
 * The byte budgets of both builds: the JavaScript of each page that may load some, that every other page loads
 * none, and the landing page's CSS and fonts (the same in both builds: measured in the first).
 */
export function byteBudgets(builds: readonly BuildBytes[]): Budget[] {
  const home = builds[0]?.routes.find((route) => route.route === "/");
  if (!home) throw new Error("bench: missing bytes for /");
  return [
    ...builds.flatMap(({ build, js }) => {
      const none = js.filter((row) => row.budget === 0);
      const loading = none.filter((row) => !row.met);
      return [
        ...js
          .filter((row) => row.budget > 0)
          .map(
            (row) =>
              [
                `JavaScript for ${row.page.path}, ${build.name}: scripts, islands and inline (gzip)`,
                describeJs(row),
                `≤ ${size(row.budget)}`,
                row.met,
              ] as const,
          ),
        [
          `Pages that load no JavaScript, ${build.name}`,
          `${none.length - loading.length} of ${none.length}${loading.length > 0 ? `; loading some: ${loading.map((row) => `${row.page.path} (${size(row.gzip)})`).join(", ")}` : ""}`,
          `${none.length} of ${none.length}`,
          loading.length === 0,
        ] as const,
      ];
    }),
    ["CSS for / (gzip)", kb(home.css.gzip), `≤ ${kb(BYTE_BUDGETS.cssGzip)}`, home.css.gzip <= BYTE_BUDGETS.cssGzip],
    ["Fonts for /", kb(home.fonts.raw), `≤ ${kb(BYTE_BUDGETS.fonts)}`, home.fonts.raw <= BYTE_BUDGETS.fonts],
  ];
}
