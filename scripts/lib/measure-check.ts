/**
 * "Check a call" timed in a real Chromium on the phone profile's CPU (4× slowdown): a 10-minute call (about 150 turns)
 * and a 3-hour one (about 3,000), pasted and checked as a visitor would. The time is the page's own user timing
 * measure "vigil:check" (src/islands/call-checker/checker-client.ts), from the request to the outcome on the page,
 * with the worker's transfer included; also the longest task on the page's main thread meanwhile (input waits for it).
 */
import type { Browser } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const CORPUS = "tests/check-corpus";
const CPU_SLOWDOWN = 4;

/** Words that make each line of a synthetic call differ, as a real call's lines do (the checker caches by text). */
const FILLERS = "okay right sure alright noted thanks well so yes got understood perfect fine great good indeed".split(" ");

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
  /** The longest main-thread task from the click until the findings show, in ms (0: none over 50 ms). */
  longestTask: number;
}

/** One check of `transcript` at `/check` of `site`, in a fresh page; `inPage` blocks the worker (its fallback). */
export async function measureCheck(
  browser: Browser,
  site: string,
  transcript: string,
  { inPage = false, cpuSlowdown = CPU_SLOWDOWN } = {},
): Promise<CheckTiming> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (inPage) await page.route(/\/assets\/check-worker-/, (route) => route.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${site}/check`);
    const box = page.getByRole("textbox", { name: "Transcript", exact: true });
    await box.fill(transcript);
    // The worker starts on focus, as it does for a visitor pasting; measured once it is ready.
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { vigilTasks: number[] }).vigilTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: "longtask" });
    });
    await page.getByRole("button", { name: "Check the call" }).click();
    await page.getByRole("heading", { name: "Redacted transcript" }).waitFor({ timeout: 60_000 });
    return await page.evaluate(() => ({
      check: performance.getEntriesByName("vigil:check").at(-1)?.duration ?? Number.NaN,
      longestTask: Math.max(0, ...(window as unknown as { vigilTasks: number[] }).vigilTasks),
    }));
  } finally {
    await context.close();
  }
}
