/**
 * The browser's batch (issue 42): 1,000 calls of 20 to 40 turns chosen as files on `/check`, at 4× CPU slowdown, from
 * the choice to "Checked 1,000 files" on the page. Chromium slows the page's main thread only, not its worker, so the
 * batch is timed twice: as a visitor gets it (the worker checks; what the phone's main thread is left with is drawing
 * the progress and the table, and its longest task is what input waits for), and with the worker blocked, the page
 * checking on its own thread: every step at the phone's CPU, the bound for a phone's worker.
 */
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "@playwright/test";
import { machineLine } from "./benchmarks-file.ts";
import { ms, type Budget } from "./bench-budgets.ts";
import { TARGETS } from "./budgets.ts";
import { writeCalls } from "./cli-bench.ts";
import { PHONE_CPU_SLOWDOWN, phoneCheckPage } from "./measure-check.ts";
import { median } from "./measure-page.ts";

const CALLS = 1000;
const RUNS = 3;

interface BatchTiming {
  /** From the files chosen to the batch's summary on the page, in ms. */
  batch: number;
  /** The longest main-thread task that starts once the page has the files, in ms (0: none over 50 ms). */
  longestTask: number;
  /**
   * The browser's own task that hands the page the chosen files (the page's change event runs at its end): not the
   * page's code, and paid whatever the page does with them.
   */
  handover: number;
}

async function measureBatch(browser: Browser, site: string, files: string[], worker: boolean): Promise<BatchTiming> {
  const context = await browser.newContext();
  try {
    const page = await phoneCheckPage(context, site, worker);
    await page.getByRole("textbox", { name: "Transcript", exact: true }).focus();
    await page.locator("form[data-ready]").waitFor({ state: "attached" });
    // The worker, started when the box was focused, is warm a second later.
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const timing = { tasks: [] as [number, number][], chosen: 0, done: 0 };
      (window as unknown as { vigilBatch: typeof timing }).vigilBatch = timing;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) timing.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: "longtask" });
      document.addEventListener("change", () => (timing.chosen = performance.now()), { capture: true });
    });
    await page.getByLabel("Or choose files").setInputFiles(files);
    await page.waitForFunction(
      (count) => {
        const timing = (window as unknown as { vigilBatch: { done: number } }).vigilBatch;
        const said = [...document.querySelectorAll("[role=status]")].some((status) =>
          status.textContent.startsWith(`Checked ${count} files`),
        );
        if (said && timing.done === 0) timing.done = performance.now();
        return said;
      },
      CALLS.toLocaleString("en-US"),
      { timeout: 300_000, polling: 50 },
    );
    return await page.evaluate(() => {
      const { tasks, chosen, done } = (
        window as unknown as { vigilBatch: { tasks: [number, number][]; chosen: number; done: number } }
      ).vigilBatch;
      const after = tasks.filter(([start]) => start >= chosen).map(([, duration]) => duration);
      const handover = tasks.find(([start, duration]) => start < chosen && start + duration >= chosen)?.[1] ?? 0;
      return { batch: done - chosen, longestTask: Math.max(0, ...after), handover };
    });
  } finally {
    await context.close();
  }
}

export interface BatchResults {
  withWorker: BatchTiming[];
  onThePage: number[];
}

export async function measureBatches(
  browser: Browser,
  site: string,
  log: (message: string) => void,
): Promise<BatchResults> {
  const folder = writeCalls(CALLS);
  const files = readdirSync(join(folder, "calls")).map((name) => join(folder, "calls", name));
  const results: BatchResults = { withWorker: [], onThePage: [] };
  try {
    for (let run = 1; run <= RUNS; run++) {
      log(`a batch of ${CALLS.toLocaleString("en-US")} calls at ${PHONE_CPU_SLOWDOWN}× CPU, run ${run}/${RUNS}`);
      results.withWorker.push(await measureBatch(browser, site, files, true));
      results.onThePage.push((await measureBatch(browser, site, files, false)).batch);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

export function batchBudgets({ withWorker, onThePage }: BatchResults): Budget[] {
  const row = (name: string, values: number[], target: number): Budget => [
    name,
    `${ms(median(values))} (runs: ${values.map(ms).join(", ")})`,
    `≤ ${target} ms`,
    median(values) <= target,
  ];
  const calls = CALLS.toLocaleString("en-US");
  return [
    row(
      `A batch of ${calls} calls with the worker`,
      withWorker.map(({ batch }) => batch),
      TARGETS.batchThousandCallsMs,
    ),
    row(
      "Longest main-thread task meanwhile, with the worker, phone CPU",
      withWorker.map(({ longestTask }) => longestTask),
      TARGETS.checkLongestTaskMs,
    ),
    [
      `A batch of ${calls} calls on the page's own thread (the fallback where no worker runs), phone CPU`,
      `${ms(median(onThePage))} (runs: ${onThePage.map(ms).join(", ")})`,
      "measured, not budgeted",
      true,
    ],
    [
      "The browser handing the page the chosen files (its own task, before the page's code runs), phone CPU",
      `${ms(median(withWorker.map(({ handover }) => handover)))} (runs: ${withWorker.map(({ handover }) => ms(handover)).join(", ")})`,
      "not the page's",
      true,
    ],
  ];
}

export const batchReport = (budgets: readonly Budget[]): string => `## A batch on the page (\`npm run bench:batch\`)

${machineLine()}. Medians of ${RUNS} runs in Chromium at ${PHONE_CPU_SLOWDOWN}× CPU slowdown, each in a fresh page of \`/check\` served by the production server: ${CALLS.toLocaleString("en-US")} plain-text calls of 20 to 40 turns (the corpus's lines) chosen as files, timed from the choice to the batch's summary on the page. Chromium slows the page's main thread only, so the batch is also timed with the worker blocked, the page reading and checking every file on its own thread: every step at the phone's CPU, which bounds what a phone's worker would take (a worker on a phone is slowed too, but draws nothing). With the worker, the longest task is what a key pressed during the batch would wait for; the browser's own task that hands the page the chosen files comes before any of the page's code and is reported apart.

| Budget | Measured | Target | Met |
| --- | ---: | ---: | :---: |
${budgets.map(([name, value, target, met]) => `| ${name} | ${value} | ${target} | ${met ? "yes" : "**no**"} |`).join("\n")}`;
