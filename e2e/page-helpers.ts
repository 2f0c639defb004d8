import type { Page } from "@playwright/test";

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

/** Opens `path` and waits until React has hydrated it and the network is quiet. */
export async function gotoHydrated(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}

/** Aborts the site's own scripts: the page as it is when JavaScript fails, for tools that need script to run. */
export async function blockSiteScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}
