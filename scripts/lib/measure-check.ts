/**
 * "Check a call" timed in a real Chromium, pasted and checked as a visitor would: a 10-minute call (about 150 turns)
 * and a 3-hour one (about 3,000). The time is the page's own user timing measure "vigil:check"
 * (src/islands/call-checker/checker-client.ts), from the request to the outcome on the page.
 *
 * Chromium's CPU throttling slows the page's main thread, not a worker's, so the check's own time on the phone is
 * taken with the worker blocked: the page then checks on its own thread (the fallback), after the same warm-up the
 * worker does when it starts (src/islands/call-checker/warm-up.ts). With the worker, the figure that matters on the phone is the
 * longest task left on the main thread (drawing the findings), which input waits for.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { WARM_UP } from "#src/islands/call-checker/warm-up.ts";

const CORPUS = "tests/check-corpus";
export const PHONE_CPU_SLOWDOWN = 4;

/** Words that make each line of a synthetic call differ, as a real call's lines do (the checker caches by text). */
const FILLERS = "okay right sure alright noted thanks well so yes got understood perfect fine great good indeed".split(
  " ",
);

/**
 * Plain-text calls of the labelled corpus, one after another, cut at `turns` lines, each line ended by two words
 * that make it unlike any other: a long call that breaks rules.
 */
export function syntheticCall(turns: number): string {
  const lines = readdirSync(CORPUS)
    .filter((file) => file.endsWith(".txt"))
    .sort()
    .flatMap((file) =>
      readFileSync(join(CORPUS, file), "utf8")
        .split("\n")
        .filter((line) => /^(?:\[[\d:]+\] )?(?:Agent|Caller|Customer|AI|Assistant|User|Bot|Human): /.test(line)),
    );
  if (lines.length === 0) throw new Error(`measure-check: no plain-text calls in ${CORPUS}`);
  const filler = (index: number) => FILLERS[index % FILLERS.length] ?? "";
  return Array.from(
    { length: turns },
    (_, index) => `${lines[index % lines.length]} ${filler(index)} ${filler(Math.floor(index / FILLERS.length))}.`,
  ).join("\n");
}

export interface CheckTiming {
  /** "vigil:check": request to outcome, in ms. */
  check: number;
  /** The longest main-thread task from the click until the findings are drawn, in ms (0: none over 50 ms). */
  longestTask: number;
}

const transcriptBox = (page: Page) => page.getByRole("textbox", { name: "Transcript", exact: true });

/** Checks what is in the box, and waits for its outcome and the frame after it. */
async function checkTheCall(page: Page): Promise<void> {
  const before = await page.evaluate(() => performance.getEntriesByName("vigil:check").length);
  await page.getByRole("button", { name: "Check the call" }).click();
  await page.waitForFunction((count) => performance.getEntriesByName("vigil:check").length > count, before, {
    timeout: 120_000,
  });
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
}

/** The warm-up the worker does when it starts, done through the page: for a page that checks on its own thread. */
async function warmThePage(page: Page): Promise<void> {
  const direction = page.getByRole("combobox", { name: "Call direction" });
  for (let round = 0; round < WARM_UP.rounds; round++) {
    for (const { transcript, settings } of WARM_UP.calls) {
      await direction.selectOption(settings.direction);
      await transcriptBox(page).fill(transcript);
      await checkTheCall(page);
    }
  }
  await direction.selectOption("detect");
}

/**
 * `/check` of `site` in a new page of `context`, its main thread at the phone's CPU; `worker`: as a visitor gets it,
 * otherwise with the worker blocked, so that the page checks on its own thread.
 */
export async function phoneCheckPage(context: BrowserContext, site: string, worker: boolean): Promise<Page> {
  const page = await context.newPage();
  if (!worker) await page.route(/\/assets\/check-worker-/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(`${site}/check`);
  return page;
}

/**
 * One check of `transcript` at `/check` of `site`, in a fresh page, the main thread at the phone's CPU. `worker`:
 * as a visitor gets it; otherwise the worker is blocked and the page checks on its own thread.
 */
export async function measureCheck(
  browser: Browser,
  site: string,
  transcript: string,
  { worker }: { worker: boolean },
): Promise<CheckTiming> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  try {
    const page = await phoneCheckPage(context, site, worker);
    if (!worker) await warmThePage(page);
    // Pasted, as a visitor would; the worker starts when the box is focused, and is warm a second later.
    await page.evaluate((text) => navigator.clipboard.writeText(text), transcript);
    await transcriptBox(page).fill("");
    await transcriptBox(page).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { vigilTasks: number[] }).vigilTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    await checkTheCall(page);
    return await page.evaluate(() => ({
      check: performance.getEntriesByName("vigil:check").at(-1)?.duration ?? Number.NaN,
      longestTask: Math.max(0, ...(window as unknown as { vigilTasks: number[] }).vigilTasks),
    }));
  } finally {
    await context.close();
  }
}
