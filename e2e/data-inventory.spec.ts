import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { adsBuildOrigin, E2E_ADS } from "./ads-fixture.ts";
import { expect, test, watchBrowserErrors } from "./fixtures.ts";
import {
  googleAdsOrigins,
  googleDomainCookies,
  siteCookies,
  storageEntries,
} from "#src/config/data-inventory/index.ts";
import { confirmationPage } from "#src/config/site-pages.ts";
import { pagesToWalk } from "../scripts/lib/built-pages.ts";
import { blockSiteScripts, gotoHydrated, walkInLanes } from "./page-helpers.ts";

const adsOrigin = adsBuildOrigin();
const PERSONAL = "/see-you-soon?uid=bk_8f2c-41aa&name=Jane+Doe&email=jane%40example.com&utm_term=jane";

/** Every Referer the page's own requests carry. */
function referers(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    void request.headerValue("referer").then((value) => {
      if (value) seen.push(value);
    });
  });
  return seen;
}

test.describe("what the site stores and sends is what the data inventory lists", () => {
  // Every page in one test: what a page stores and sends does not depend on the viewport.
  test.skip(({ isMobile }) => isMobile, "run once, on the desktop project");
  test.use({ baseURL: adsOrigin });

  test("on every page of a build with ads, after Accept", async ({ page, context }) => {
    // Every page in turn, each until its network is idle: 25 pages take longer than one page's 30 s.
    test.setTimeout(120_000);
    const origins = new Set<string>();
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        origins.add(new URL(route.request().url()).origin);
        return route.fulfill({ contentType: "text/javascript", body: "" });
      },
    );
    const keys = new Set<string>();
    let accepted = false;
    for (const { path } of [...pagesToWalk("build/client"), { path: "/missing" }]) {
      await page.goto(path === "/see-you-soon" ? PERSONAL : path);
      await page.waitForLoadState("networkidle");
      const stored = () => page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      // Nothing before the choice, on any page, and no request off the site.
      if (!accepted) expect([await stored(), [...origins]], path).toEqual([[], []]);
      const banner = page.getByRole("region", { name: "May Google Ads count this booking?" });
      if (await banner.isVisible()) {
        await banner.getByRole("button", { name: "Accept" }).click();
        accepted = true;
        await page.waitForLoadState("networkidle");
      }
      for (const key of await stored()) keys.add(key);
    }
    expect(accepted, "the confirmation page asked").toBe(true);
    // Each list must be what the site did: if nothing was stored or sent, the test proves nothing.
    expect([...keys].sort()).toEqual(storageEntries.map(({ key }) => key).sort());
    expect([...origins]).not.toHaveLength(0);
    for (const origin of origins) expect(googleAdsOrigins.map((entry) => entry.origin)).toContain(origin);
    const listedCookies = [...siteCookies, ...googleDomainCookies].map(({ name }) => name);
    for (const { name } of await context.cookies()) expect(listedCookies).toContain(name);
  });
});

test.describe("a build without ads", () => {
  test.skip(({ isMobile }) => isMobile, "run once, on the desktop project");
  test("stores nothing in the browser and sets no cookie, on any page, and no page logs an error", async ({
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origins = new Set<string>();
    context.on("request", (request) => origins.add(new URL(request.url()).origin));
    const paths = [
      ...pagesToWalk("build/client").map(({ path }) => (path === "/see-you-soon" ? PERSONAL : path)),
      "/missing",
    ];
    await walkInLanes(context, paths, async (page, path) => {
      const errors = watchBrowserErrors(page);
      await gotoHydrated(page, path);
      const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      expect(stored, path).toEqual([]);
      // The not-found page logs its path by design (routes.spec.ts).
      if (path !== "/missing") expect(errors, path).toEqual([]);
    });
    expect(await context.cookies()).toEqual([]);
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
  });
});

test.describe("the booking redirect's personal data", () => {
  for (const [label, build] of [
    ["without ads", "build"],
    ["with ads", E2E_ADS.buildDirectory],
  ] as const) {
    test(`${label}: in the built page, the script that clears the address comes before anything that loads`, () => {
      const html = readFileSync(join(build, "client", confirmationPage.file), "utf8");
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
      // The charset, then the inline script: no stylesheet, font, icon, image or script file is named before it.
      const first = /^\s*<meta charset="utf-8"\s*\/?>\s*<script>([\s\S]*?)<\/script>/.exec(head);
      expect(first, "the first script follows the charset").not.toBeNull();
      expect(first![1]).toContain("history.replaceState");
      const before = head.slice(0, head.indexOf("<script"));
      expect(before).not.toMatch(/<link|<script\s+[^>]*src=|<img|<style/);
    });
  }

  for (const [label, origin] of [
    ["without ads", undefined],
    ["with ads", adsOrigin],
  ] as const) {
    test(`${label}: the first script alone clears the address and keeps nothing of it`, async ({ page }) => {
      // Only what the HTML carries runs: no module of the site's loads.
      await blockSiteScripts(page);
      await page.goto(origin ? `${origin}${PERSONAL}` : PERSONAL, { waitUntil: "domcontentloaded" });
      expect(await page.evaluate(() => location.search)).toBe("");
      // Nothing about the booking is kept before Accept, not even in the page's memory.
      expect(await page.evaluate(() => "vigilBookingId" in window)).toBe(false);
      expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    });
  }

  for (const [label, origin] of [
    ["without ads", undefined],
    ["with ads", adsOrigin],
  ] as const) {
    test(`${label}: leaves the address before any subresource is requested, so no Referer carries it`, async ({
      page,
      context,
    }) => {
      await context.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => route.abort(),
      );
      const seen = referers(page);
      await page.goto(origin ? `${origin}${PERSONAL}` : PERSONAL);
      await page.waitForLoadState("networkidle");
      await expect(page).toHaveURL(/\/see-you-soon$/);
      expect(seen.length).toBeGreaterThan(0);
      for (const referer of seen) expect(referer).not.toMatch(/jane|email|name=|uid=/i);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's referrer policy cuts every Referer to the origin", async ({ page }) => {
      const seen = referers(page);
      await page.goto(PERSONAL);
      await page.waitForLoadState("networkidle");
      expect(seen.length).toBeGreaterThan(0);
      for (const referer of seen) expect(new URL(referer).pathname).toBe("/");
    });
  });
});
