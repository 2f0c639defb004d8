import type { BrowserContext, Page } from "@playwright/test";

/** The demo section: its panels are regions inside it, the visible one being the checked industry's. */
export const demo = (page: Page) => page.locator("#demo-section");
/** An industry's radio (visually hidden), and its tile, which a visitor taps. */
export const industry = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
export const tile = (page: Page, name: string) =>
  page.locator("[data-tile-strip] label").filter({ hasText: new RegExp(`^${name}$`) });
export const visiblePanel = (page: Page) => demo(page).getByRole("region");
/** The visible panel's Mitigate / Back to Common Risks checkbox. */
export const mitigation = (page: Page) => visiblePanel(page).getByRole("checkbox");
/** A problem card (list item) by its title. */
export const problemCard = (page: Page, title: string) =>
  page.locator("li.flip-card").filter({ has: page.getByRole("checkbox", { name: new RegExp(`^${title}:`) }) });

/** Whether every island on the page has hydrated: Astro removes `ssr` from an island once it has. */
export const islandsHydrated = (page: Page) =>
  page.evaluate(() => document.querySelectorAll("astro-island[ssr]").length === 0);

/** Whether the landing page's demo runs its script: it marks its section (src/lib/demo/enhance-demo.ts). */
export const demoEnhanced = (page: Page) =>
  page.evaluate(() => document.querySelector("#demo-section")?.hasAttribute("data-enhanced") ?? false);

/**
 * Opens `path` and waits until every script on it runs: each island has hydrated, and the landing page's demo is
 * enhanced. An island or a demo that waits for the viewport is brought near it first, one that waits for first use
 * has its first field focused, and the page is scrolled back to where it was.
 */
export async function gotoHydrated(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    // Where the visitor is, once a jump to the address's anchor (a smooth scroll) has come to rest.
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let still = 0, last = -1; still < 3; last = window.scrollY) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
    }
    const { scrollX, scrollY } = window;
    const demo = document.querySelector<HTMLElement>("#demo-section:has(~ template[data-demo-script])");
    if (demo && !demo.hasAttribute("data-enhanced")) {
      demo.scrollIntoView({ behavior: "instant" });
      await new Promise<void>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!demo.hasAttribute("data-enhanced")) return;
          observer.disconnect();
          resolve();
        }).observe(demo, { attributes: true });
      });
    }
    for (const island of document.querySelectorAll("astro-island[ssr]")) {
      // An island is `display: contents`: what it renders has the box.
      const box = (island.firstElementChild ?? island.parentElement)?.getBoundingClientRect();
      if (box) window.scrollTo({ top: window.scrollY + box.top - window.innerHeight / 2, behavior: "instant" });
      if (island.getAttribute("client") === "firstuse") island.querySelector<HTMLElement>("textarea, input")?.focus();
      await new Promise<void>((resolve) => {
        island.addEventListener("astro:hydrate", () => {
          resolve();
        });
        if (!island.hasAttribute("ssr")) resolve();
      });
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
  });
  await page.waitForLoadState("networkidle");
}

/** The scripts `page` requests from now on, in the order the browser asks for them (their URLs). */
export function watchScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  return scripts;
}

/** Aborts the site's own scripts: the page as it is when JavaScript fails, for tools that need script to run. */
export async function blockSiteScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

/**
 * Visits every path, in `lanes` tabs of `context` at once, each tab taking every `lanes`-th path in turn. A walk over
 * every page spends most of its time waiting for each page's network to fall idle: in tabs, the waits overlap.
 */
export async function walkInLanes(
  context: BrowserContext,
  paths: readonly string[],
  visit: (page: Page, path: string) => Promise<void>,
  lanes = 3,
): Promise<void> {
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const page = await context.newPage();
      for (const path of paths.filter((_, index) => index % lanes === lane)) await visit(page, path);
      await page.close();
    }),
  );
}
