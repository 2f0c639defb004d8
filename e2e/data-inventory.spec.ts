import type { Page } from "@playwright/test";
import { E2E_ADS } from "./ads-fixture";
import { expect, test } from "./fixtures";
import { googleAdsOrigins, googleDomainCookies, siteCookies, storageEntries } from "../src/config/data-inventory";
import { pages } from "../src/config/pages";

const adsOrigin = `http://127.0.0.1:${E2E_ADS.port}`;
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
  test.use({ baseURL: adsOrigin });

  test("on every page of a build with ads, after Accept", async ({ page, context }) => {
    const origins = new Set<string>();
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => {
        origins.add(new URL(route.request().url()).origin);
        return route.fulfill({ contentType: "text/javascript", body: "" });
      },
    );
    const keys = new Set<string>();
    for (const { path } of [...pages, { path: "/missing" }]) {
      await page.goto(path === "/see-you-soon" ? PERSONAL : path);
      await page.waitForLoadState("networkidle");
      const banner = page.getByRole("region", { name: "Cookies for ad measurement" });
      if (await banner.isVisible()) await banner.getByRole("button", { name: "Accept" }).click();
      for (const key of await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])) {
        keys.add(key);
      }
    }
    // Each list must be what the site did: if nothing was stored or sent, the test proves nothing.
    expect([...keys].sort()).toEqual(storageEntries.map(({ key }) => key).sort());
    expect([...origins]).not.toHaveLength(0);
    for (const origin of origins) expect(googleAdsOrigins.map((entry) => entry.origin)).toContain(origin);
    const listedCookies = [...siteCookies, ...googleDomainCookies].map(({ name }) => name);
    for (const { name } of await context.cookies()) expect(listedCookies).toContain(name);
  });
});

test.describe("the booking redirect's personal data", () => {
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
