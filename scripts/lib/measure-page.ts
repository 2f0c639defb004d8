/**
 * Measurements of a served build in a real Chromium driven by Playwright, shared by `npm run bench` and the
 * side-by-side research script: the first input on a phone, the scripts against the first paint, and the Event
 * Timing of the demo's clicks (Lighthouse runs are lighthouse-run.ts). Each targets elements by ids that the
 * builds being compared share, so a build from before a change can be measured too.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A phone on a slow network, as the first-input figure is defined: 4× CPU slowdown, 150 ms RTT, 1.6 Mbps down. */
const PHONE = { cpuSlowdown: 4, latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3 };

const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A new page of `context` with the phone's CPU and network. */
async function onThePhoneProfile(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  return page;
}

/** Something to tap in the demo: the Retail tile, in the builds compared. */
const retailTile = (page: Page): Locator => page.locator("label[for=industry-retail], #demo-tab-retail");

/**
 * Time from navigation start until a tap on an industry tile takes effect on screen (the first frame that
 * shows its panel), on the phone profile, tapping from the first paint; a tap that is dropped is repeated
 * until one works. Also the first contentful paint, for reference.
 */
export async function measureFirstInput(browser: Browser, url: string): Promise<{ fcp: number; effect: number }> {
  const context = await browser.newContext(PHONE_VIEWPORT);
  try {
    const page = await onThePhoneProfile(context);
    // From each touch, every frame until the Retail panel shows: the time of the first frame that draws it.
    // (A string, not a function: tsx would wrap a named helper in a call the page does not have.)
    await page.addInitScript({
      content: `addEventListener("pointerdown", () => {
        const watch = () => {
          const panel = document.getElementById("demo-panel-retail");
          const shown = panel && panel.getClientRects().length > 0 && getComputedStyle(panel).visibility === "visible";
          if (shown) window.__shownAt ??= performance.now();
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      }, { capture: true });`,
    });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 30_000,
    });
    const shownAt = () => page.evaluate(() => (window as unknown as { __shownAt?: number }).__shownAt);
    for (let attempt = 0; attempt < 100; attempt++) {
      await retailTile(page).tap({ timeout: 30_000 });
      // A tap that takes effect is drawn within a few frames; one that was dropped is repeated.
      for (let check = 0; check < 6; check++) {
        const effect = await shownAt();
        if (effect !== undefined) {
          const fcp = await page.evaluate(
            () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          );
          return { fcp, effect };
        }
        await page.waitForTimeout(50);
      }
    }
    throw new Error(`first input: no tap took effect on ${url}`);
  } finally {
    await context.close();
  }
}

/**
 * On the phone profile: when the first contentful paint happened, and when each script the page requested started
 * loading (ms from navigation start), once the page has loaded and gone quiet.
 */
export async function measureScriptStarts(
  browser: Browser,
  url: string,
): Promise<{ fcp: number; scriptStarts: number[] }> {
  const context = await browser.newContext(PHONE_VIEWPORT);
  try {
    const page = await onThePhoneProfile(context);
    await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
  } finally {
    await context.close();
  }
}

/** The longest Event Timing duration of an interaction since the last call (ms; durations under 16 ms are not reported). */
async function lastInteraction(page: Page): Promise<number> {
  return page.evaluate(() => {
    const store = window as unknown as { __events: PerformanceEventTiming[] };
    const entries = store.__events.filter((entry) => entry.interactionId > 0);
    store.__events = [];
    return Math.max(0, ...entries.map((entry) => entry.duration));
  });
}

/**
 * A click as a person makes it: the pointer arrives first, then the button goes down and up 80 ms later,
 * each in its own frame (Playwright's click() sends all of it in one task). Returns the interaction's duration.
 */
async function clickLikeAPerson(page: Page, target: Locator): Promise<number> {
  await target.hover();
  await page.waitForTimeout(300);
  await lastInteraction(page);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
  await page.waitForTimeout(300);
  return lastInteraction(page);
}

/**
 * Event Timing durations at 4× CPU slowdown, on a desktop window, once the page has loaded and settled: Mitigate
 * on the first panel, a switch to Retail, and a card turned by the pointer.
 */
export async function measureInteractions(
  browser: Browser,
  url: string,
): Promise<{ mitigate: number; switchIndustry: number; flip: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const store = window as unknown as { __events: PerformanceEntry[] };
      store.__events = [];
      new PerformanceObserver((list) => {
        store.__events.push(...list.getEntries());
      }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(1000);
    const mitigate = await clickLikeAPerson(page, page.locator("#mitigate-healthcare, #demo-toggle-healthcare"));
    const switchIndustry = await clickLikeAPerson(page, retailTile(page));
    const card = page.locator("li.flip-card, li[data-flipped]").first();
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await lastInteraction(page);
    await card.hover();
    await page.waitForTimeout(300);
    // A pointer entering a card is no interaction to Event Timing: take the longest event of any kind.
    const flip = await page.evaluate(() => {
      const store = window as unknown as { __events: PerformanceEventTiming[] };
      return Math.max(0, ...store.__events.map((entry) => entry.duration));
    });
    return { mitigate, switchIndustry, flip };
  } finally {
    await context.close();
  }
}

/** An Event Timing duration as the tables show it: durations under 16 ms are not reported. */
export const eventMs = (value: number): string => (value < 16 ? "< 16 ms" : `${Math.round(value)} ms`);
