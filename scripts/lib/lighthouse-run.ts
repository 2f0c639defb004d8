/**
 * One Lighthouse run against a served build, in its own headless Chromium, reduced to the scores and metrics the
 * bench tables show. Shared by `npm run bench` and the research scripts.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_FLAGS } from "./chromium.ts";
import { median } from "./measure-page.ts";

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: number;
}

/**
 * How Lighthouse slows the page down: "simulate" (its default) loads the page at full speed and computes the
 * metrics for a slow phone from the trace; "devtools" really throttles the network and CPU while it loads.
 */
export type Throttling = "simulate" | "devtools";

/** One Lighthouse run: the mobile default, or the desktop preset. */
export async function runLighthouse(
  url: string,
  formFactor: "mobile" | "desktop",
  chrome: string,
  throttling: Throttling = "simulate",
): Promise<LighthouseResult> {
  const browser = await chromeLauncher.launch({ chromePath: chrome, chromeFlags: ["--headless", ...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(
      url,
      // The unknown path answers 404 on purpose: measure the page anyway.
      { port: browser.port, output: "json", logLevel: "error", ignoreStatusCode: true, throttlingMethod: throttling },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      speedIndex: value("speed-index"),
      bytes: value("total-byte-weight"),
    };
  } finally {
    browser.kill();
  }
}

/** The median of `count` runs, each figure apart; a run Lighthouse could not finish is retried once. */
export async function medianLighthouse(
  url: string,
  formFactor: "mobile" | "desktop",
  chrome: string,
  { throttling, count, log }: { throttling: Throttling; count: number; log: (message: string) => void },
): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  for (let run = 1; run <= count; run++) {
    log(`Lighthouse ${formFactor} (${throttling}) ${url} run ${run}/${count}`);
    const result = await runLighthouse(url, formFactor, chrome, throttling);
    // A run Lighthouse could not finish (it happens on this loaded machine) is retried, once per run.
    runs.push(Number.isNaN(result.lcp) ? await runLighthouse(url, formFactor, chrome, throttling) : result);
  }
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseResult)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseResult;
}
