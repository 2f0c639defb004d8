/**
 * Step 10 of `npm run bench`, and all of `npm run bench:checker`: "Check a call" on the phone profile, with its
 * budgets (the issue's: a 10-minute call in 30 ms, a 3-hour call in 400 ms, at 4× CPU slowdown) and its section of
 * BENCHMARKS.md. How each figure is taken is in ./measure-check.ts.
 */
import type { Browser } from "@playwright/test";
import { machineLine } from "./benchmarks-file.ts";
import { ms, type Budget } from "./bench-budgets.ts";
import { TARGETS } from "./budgets.ts";
import { measureCheck, PHONE_CPU_SLOWDOWN, syntheticCall } from "./measure-check.ts";
import { median } from "./measure-page.ts";

/** A 10-minute call and a 3-hour one, in turns (the issue's: about 3,000 turns in three hours). */
const CALLS = { tenMinutes: 150, threeHours: 3000 } as const;
const RUNS = 5;

export interface CheckerResults {
  /** The check's own time on the phone's CPU, per run, in ms. */
  tenMinutes: number[];
  threeHours: number[];
  /** With the worker, the longest main-thread task from the click to the findings drawn, 3-hour call, per run. */
  longestTask: number[];
}

export async function measureChecker(
  browser: Browser,
  site: string,
  log: (message: string) => void,
): Promise<CheckerResults> {
  const results: CheckerResults = { tenMinutes: [], threeHours: [], longestTask: [] };
  const tenMinutes = syntheticCall(CALLS.tenMinutes);
  const threeHours = syntheticCall(CALLS.threeHours);
  for (let run = 1; run <= RUNS; run++) {
    log(`Check a call at ${PHONE_CPU_SLOWDOWN}× CPU, run ${run}/${RUNS}`);
    results.tenMinutes.push((await measureCheck(browser, site, tenMinutes, { worker: false })).check);
    results.threeHours.push((await measureCheck(browser, site, threeHours, { worker: false })).check);
    results.longestTask.push((await measureCheck(browser, site, threeHours, { worker: true })).longestTask);
  }
  return results;
}

export function checkerBudgets({ tenMinutes, threeHours, longestTask }: CheckerResults): Budget[] {
  const row = (name: string, values: number[], target: number): Budget => [
    name,
    `${ms(median(values))} (runs: ${values.map(ms).join(", ")})`,
    `≤ ${target} ms`,
    median(values) <= target,
  ];
  return [
    row(`Check a 10-minute call (${CALLS.tenMinutes} turns), phone CPU`, tenMinutes, TARGETS.checkTenMinutesMs),
    row(`Check a 3-hour call (${CALLS.threeHours} turns), phone CPU`, threeHours, TARGETS.checkThreeHoursMs),
    row("Longest main-thread task, 3-hour call checked and drawn, phone CPU", longestTask, TARGETS.checkLongestTaskMs),
  ];
}

export const checkerReport = (budgets: readonly Budget[]): string => `## Check a call (\`npm run bench:checker\`)

${machineLine()}. Medians of ${RUNS} runs in Chromium at ${PHONE_CPU_SLOWDOWN}× CPU slowdown, each in a fresh page of \`/check\` served by the production server, the call pasted and checked as a visitor would. The calls are the labelled corpus's plain-text lines, one after another, each made unique. The check's time is the page's \`vigil:check\` user timing (the request to the outcome, the redacted copy included). Chromium slows the page's main thread only, so it is taken with the worker blocked and the page checking on its own thread, after the warm-up the worker does when it starts. The longest task is taken with the worker, from the click until the findings are drawn: what a key pressed meanwhile would wait for.

| Budget | Measured | Target | Met |
| --- | ---: | ---: | :---: |
${budgets.map(([name, value, target, met]) => `| ${name} | ${value} | ${target} | ${met ? "yes" : "**no**"} |`).join("\n")}`;
