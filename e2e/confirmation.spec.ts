import type { BrowserContext, Page } from "@playwright/test";
import { adsBuildOrigin, E2E_ADS } from "./ads-fixture";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { gotoHydrated, islandsHydrated, tile } from "./page-helpers";

const adsOrigin = adsBuildOrigin();
const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/** Every request off this machine is blocked; the tag script is answered by a stub. */
async function isolate(context: BrowserContext, { gtag }: { gtag: "stub" | "abort" }) {
  const offSite: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      offSite.push(route.request().url());
      return GTAG_URL.test(route.request().url()) && gtag === "stub"
        ? route.fulfill({
            contentType: "text/javascript",
            // A stand-in for the tag that notes the address of the page it runs on, as the real one reads it.
            body: "window.__gtagStubLoads = (window.__gtagStubLoads || 0) + 1; (window.__gtagStubSaw ||= []).push(location.href);",
          })
        : route.abort();
    },
  );
  return offSite;
}

/** The dataLayer as arrays: gtag queues Arguments objects. */
function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}

const conversions = (layer: unknown[][]) =>
  layer.filter(([command, name]) => command === "event" && name === "conversion");

test.describe("confirmation page with Google Ads configured", () => {
  test.use({ baseURL: adsOrigin });

  test("queues consent default, config and exactly one conversion, and loads the tag", async ({
    page,
    context,
    browserErrors,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon");
    await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as { __gtagStubLoads?: number }).__gtagStubLoads)).toBe(1);
    expect(offSite).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_ADS.id}`]);

    const layer = await dataLayer(page);
    expect(layer.map((entry) => entry.slice(0, 2).map(String).join(" ")).slice(0, 5)).toEqual([
      "consent default",
      // Until the visitor accepts, Google restricts its processing (docs/legal-review.md: the "sale" question).
      "set restricted_data_processing",
      expect.stringMatching(/^js /),
      `config ${E2E_ADS.id}`,
      "event conversion",
    ]);
    expect(layer[1]).toEqual(["set", "restricted_data_processing", true]);
    expect(layer[0]![2]).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    });
    // No personalization signals, and no page view beside the conversion.
    expect(layer[3]).toEqual([
      "config",
      E2E_ADS.id,
      { allow_ad_personalization_signals: false, send_page_view: false },
    ]);
    const [conversion] = conversions(layer);
    expect(conversions(layer)).toHaveLength(1);
    expect(conversion![2]).toEqual({
      send_to: `${E2E_ADS.id}/${E2E_ADS.conversionLabel}`,
      value: 1,
      currency: "EUR",
      transaction_id: expect.stringMatching(/^[\w-]{16,}$/),
    });
    expect(browserErrors).toEqual([]);
  });

  test("uses the booking id, strips personal data from the URL, and reports the same id on reload", async ({
    page,
    context,
  }) => {
    await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_8f2c-41aa&email=jane%40example.com&name=Jane+Doe&attendeeName=Jane");
    await expect(page).toHaveURL(`${adsOrigin}/see-you-soon`);
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect(conversions(await dataLayer(page))[0]![2]).toMatchObject({ transaction_id: "bk_8f2c-41aa" });
    // The tag never saw the personal parameters: neither in what it was given nor in the address it ran on.
    const pageLocations = await page.evaluate(() => JSON.stringify(window.dataLayer));
    expect(pageLocations).not.toContain("jane");
    await expect
      .poll(() => page.evaluate(() => (window as { __gtagStubSaw?: string[] }).__gtagStubSaw))
      .toEqual([`${adsOrigin}/see-you-soon`]);

    await page.reload();
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect(conversions(await dataLayer(page))[0]![2]).toMatchObject({ transaction_id: "bk_8f2c-41aa" });
  });

  test("keeps one random id for the tab when the booking tool passes none", async ({ page, context }) => {
    await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon");
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    const first = conversions(await dataLayer(page))[0]![2] as { transaction_id: string };
    await page.reload();
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect(conversions(await dataLayer(page))[0]![2]).toMatchObject({ transaction_id: first.transaction_id });
  });

  test("going back to the page reports the same booking, once", async ({ page, context }) => {
    await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_back-1");
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
    // Restored from the back-forward cache, or loaded again: either way its island has run once.
    await expect.poll(() => islandsHydrated(page)).toBe(true);
    expect(conversions(await dataLayer(page))).toHaveLength(1);
    expect(conversions(await dataLayer(page))[0]![2]).toMatchObject({ transaction_id: "bk_back-1" });
  });

  test("Accept and Reject update consent, persist, and can be changed from the footer", async ({ page, context }) => {
    await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon");
    const banner = page.getByRole("region", { name: "Cookies for ad measurement" });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    const granted = (await dataLayer(page)).filter(([command, kind]) => command === "consent" && kind === "update");
    expect(granted).toEqual([
      [
        "consent",
        "update",
        { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "denied", analytics_storage: "denied" },
      ],
    ]);
    expect(await page.evaluate(() => localStorage.getItem("vigil:ads-consent"))).toBe("granted");

    // A returning visitor who accepted: consent starts granted, no banner.
    await page.reload();
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect((await dataLayer(page))[0]).toEqual([
      "consent",
      "default",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    await expect(banner).toBeHidden();

    // Changed from the footer's privacy choices.
    const settings = page.getByRole("link", { name: "Your privacy choices" });
    await settings.click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
    await expect(banner).toContainText("You have accepted these cookies.");
    await banner.getByRole("button", { name: "Reject" }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await dataLayer(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    expect(await page.evaluate(() => localStorage.getItem("vigil:ads-consent"))).toBe("denied");
  });

  test("a blocked tag script leaves the page working and the console clean", async ({
    page,
    context,
    browserErrors,
  }) => {
    const offSite = await isolate(context, { gtag: "abort" });
    await page.goto("/see-you-soon");
    await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
    await expect.poll(() => offSite.length).toBe(1);
    await page
      .getByRole("region", { name: "Cookies for ad measurement" })
      .getByRole("button", { name: "Reject" })
      .click();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/`);
    // Chromium itself reports the aborted script; nothing from the page.
    expect(browserErrors.filter((error) => !error.startsWith("Failed to load resource: net::ERR_FAILED"))).toEqual([]);
  });

  test("Global Privacy Control keeps ad consent denied, says so, and a stored Accept is not applied", async ({
    page,
    context,
  }) => {
    await isolate(context, { gtag: "stub" });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("vigil:ads-consent", "granted");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/see-you-soon");
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect((await dataLayer(page))[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);
    // The opt-out also reaches Google as its restricted data processing flag, before anything is sent.
    expect((await dataLayer(page))[1]).toEqual(["set", "restricted_data_processing", true]);
    const banner = page.getByRole("region", { name: "Cookies for ad measurement" });
    await expect(banner).toContainText("Opt-out preference signal honored");
    await expectNoAxeViolations(page);

    // An Accept pressed anyway applies to this visit only: the next one starts denied and asks again.
    await banner.getByRole("button", { name: "Accept" }).click();
    expect((await dataLayer(page)).at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
    expect(await page.evaluate(() => localStorage.getItem("vigil:ads-consent"))).toBe("granted-over-gpc");
    await page.reload();
    await expect.poll(async () => conversions(await dataLayer(page)).length).toBe(1);
    expect((await dataLayer(page))[0]).toMatchObject(["consent", "default", { ad_storage: "denied" }]);
    await expect(banner).toBeVisible();
  });

  test("the privacy choices link opens the banner on a page without the tag, and the answer is kept", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    // Once its island has loaded (when the browser is idle); before, the link opens the policy's choices.
    await gotoHydrated(page, "/privacy");
    await page.getByRole("link", { name: "Your privacy choices" }).click();
    const banner = page.getByRole("region", { name: "Cookies for ad measurement" });
    await expect(banner).toBeVisible();
    await expect(page).toHaveURL(`${adsOrigin}/privacy`);
    await banner.getByRole("button", { name: "Reject" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("vigil:ads-consent"))).toBe("denied");
    expect(offSite).toEqual([]);
  });

  test("the landing page loads nothing from another origin and sets no cookie", async ({ page, context }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await tile(page, "Finance").click();
    await expect(page.getByRole("region", { name: "Cookies for ad measurement" })).toHaveCount(0);
    expect(offSite).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});

test.describe("confirmation page without Google Ads", () => {
  test("loads no tag, queues nothing and logs nothing; still strips the query", async ({
    page,
    context,
    browserErrors,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto("/see-you-soon?uid=abc&email=jane%40example.com");
    await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
    await expect(page).toHaveURL(/\/see-you-soon$/);
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    await expect(page.getByRole("region", { name: "Cookies for ad measurement" })).toHaveCount(0);
    expect(messages).toEqual([]);
    expect(browserErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("the not-found page passes axe", async ({ page }) => {
    await page.goto("/missing");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
