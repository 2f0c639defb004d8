/**
 * The confirmation page's ad conversion and the privacy choices, on the build with Google Ads configured, as a
 * visitor meets them: nothing stored or sent before a choice, Accept → one conversion, Reject and GPC → nothing.
 * Every request off this machine is recorded and blocked; the tag script is answered by a stand-in.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { adsBuildOrigin, E2E_ADS } from "./ads-fixture.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { tile } from "./page-helpers.ts";

const adsOrigin = adsBuildOrigin();
const TAG = `https://www.googletagmanager.com/gtag/js?id=${E2E_ADS.id}`;
const QUESTION = "May Google Ads count this booking?";
const GRANTED = {
  ad_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "denied",
  analytics_storage: "denied",
};

/**
 * Blocks every request off this machine and records it. The stand-in tag notes the address of the page it runs on,
 * as the real one reads it, and writes the cookie the real one writes on this site.
 */
async function isolate(context: BrowserContext, { gtag }: { gtag: "stub" | "abort" }) {
  const offSite: string[] = [];
  await context.route(
    (url) => url.hostname !== "127.0.0.1",
    (route) => {
      offSite.push(route.request().url());
      return route.request().url() === TAG && gtag === "stub"
        ? route.fulfill({
            contentType: "text/javascript",
            body: "(window.__gtagStubSaw ||= []).push(location.href); document.cookie = '_gcl_au=1.1.42.1; Path=/; Max-Age=7776000';",
          })
        : route.abort();
    },
  );
  return offSite;
}

/** The dataLayer as arrays: gtag queues Arguments objects. */
const dataLayer = (page: Page): Promise<unknown[][] | null> =>
  page.evaluate(() => window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)) ?? null);
const conversions = async (page: Page) =>
  ((await dataLayer(page)) ?? []).filter(([command, name]) => command === "event" && name === "conversion");
const storage = (page: Page) =>
  page.evaluate(() => {
    const entries = (area: Storage) => Object.fromEntries(Object.entries(area) as [string, string][]);
    return { local: entries(localStorage), session: entries(sessionStorage) };
  });
const question = (page: Page) => page.getByRole("region", { name: QUESTION });
/** The privacy choices page's live region, as read: the statement it shows (the others are hidden). */
const choiceStatus = (page: Page) => page.getByRole("status").locator("p:visible");

test.describe("with Google Ads configured", () => {
  test.use({ baseURL: adsOrigin });

  test("before a choice: the question, and nothing stored, set or sent", async ({ page, context, browserErrors }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_1&email=jane%40example.com&name=Jane+Doe");
    await expect(page).toHaveURL(`${adsOrigin}/see-you-soon`);
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(question(page).getByRole("button", { name: "Reject" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await storage(page)).toEqual({ local: {}, session: {} });
    expect(await dataLayer(page)).toBeNull();
    await expectNoAxeViolations(page);
    expect(browserErrors).toEqual([]);
  });

  test("Accept sends one conversion with a random id; the tag never sees the address's parameters; a reload or a return sends no second", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_8f2c-41aa&email=jane%40example.com&name=Jane+Doe");
    await question(page).getByRole("button", { name: "Accept" }).click();
    await expect(page.getByText(/Google Ads counts this booking once/)).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => (window as { __gtagStubSaw?: string[] }).__gtagStubSaw))
      .toEqual([`${adsOrigin}/see-you-soon`]);
    expect(offSite).toEqual([TAG]);
    const layer = (await dataLayer(page)) ?? [];
    expect(layer.map((entry) => entry.slice(0, 2).map(String).join(" "))).toEqual([
      "consent default",
      expect.stringMatching(/^js /),
      `config ${E2E_ADS.id}`,
      "event conversion",
    ]);
    expect(layer[0]![2]).toEqual(GRANTED);
    expect(layer[2]![2]).toEqual({ allow_ad_personalization_signals: false, send_page_view: false });
    const randomId = expect.stringMatching(/^[\w-]{16,64}$/) as unknown as string;
    expect(layer[3]![2]).toEqual({
      send_to: `${E2E_ADS.id}/${E2E_ADS.conversionLabel}`,
      value: 1,
      currency: "EUR",
      transaction_id: randomId,
    });
    expect(JSON.stringify(layer)).not.toMatch(/jane|bk_8f2c/i);
    const stored = await storage(page);
    expect(stored).toEqual({
      local: { "vigil:ads-consent": "granted" },
      session: { "vigil:conversion-sent": randomId },
    });
    expect(stored.session["vigil:conversion-sent"]).toBe((layer[3]![2] as { transaction_id: string }).transaction_id);

    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(question(page)).toBeHidden();
    expect(await dataLayer(page)).toBeNull();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([TAG]);
  });

  test("Reject, by keyboard: nothing sent, only the answer kept, and the next visit is not asked", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_1");
    await question(page).getByRole("button", { name: "Reject" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(/nothing was sent to Google/)).toBeFocused();
    await page.waitForLoadState("networkidle");
    expect(await storage(page)).toEqual({ local: { "vigil:ads-consent": "denied" }, session: {} });
    await page.goto("/see-you-soon?uid=bk_2");
    await page.waitForLoadState("networkidle");
    await expect(question(page)).toBeHidden();
    expect(offSite).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });

  test("chosen ahead under Privacy choices: an Accept there sends nothing, then one conversion per tab", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy choices" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/privacy-choices`);
    const status = choiceStatus(page);
    await expect(status).toHaveText(/^You have not chosen yet/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Accept" }).click();
    await expect(status).toHaveText(/^You accepted/);
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([]);

    await page.goto("/see-you-soon?uid=bk_a");
    await expect.poll(() => offSite.length).toBe(1);
    await expect(question(page)).toBeHidden();
    const sent = (await conversions(page))[0]![2] as { transaction_id: string };
    expect(sent.transaction_id).not.toBe("bk_a");
    await page.goto("/see-you-soon?uid=bk_a");
    await page.waitForLoadState("networkidle");
    expect(offSite).toHaveLength(1);
    // A booking lands in a tab of its own (every booking button opens a new one): a new tab counts it.
    const next = await context.newPage();
    await next.goto("/see-you-soon?uid=bk_b");
    await expect.poll(() => offSite.length).toBe(2);
    const second = (await conversions(next))[0]![2] as { transaction_id: string };
    expect(second.transaction_id).not.toBe(sent.transaction_id);
  });

  test("withdrawing under Privacy choices deletes the tag's cookie on this site; nothing more is sent", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/see-you-soon?uid=bk_1");
    await question(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(async () => (await context.cookies()).map(({ name }) => name)).toEqual(["_gcl_au"]);
    await page.goto("/privacy-choices");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(choiceStatus(page)).toHaveText(/^You rejected/);
    expect(await context.cookies()).toEqual([]);
    expect(await storage(page)).toEqual({ local: { "vigil:ads-consent": "denied" }, session: {} });
    await page.goto("/see-you-soon?uid=bk_2");
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([TAG]);
  });

  test("Global Privacy Control: no question, nothing sent even after an earlier Accept, and the page says why", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
      localStorage.setItem("vigil:ads-consent", "granted");
    });
    await page.goto("/see-you-soon?uid=bk_1");
    await expect(page.getByRole("region", { name: "Opt-out preference signal honored" })).toBeVisible();
    await expect(question(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(offSite).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
    await expectNoAxeViolations(page);

    await page.goto("/privacy-choices");
    await expect(choiceStatus(page)).toHaveText(/^Opt-out preference signal honored/);
    await expect(page.getByRole("button", { name: "Accept" })).toHaveCount(0);
  });

  test("a blocked tag leaves the page working and the console clean", async ({ page, context, browserErrors }) => {
    const offSite = await isolate(context, { gtag: "abort" });
    await page.goto("/see-you-soon");
    await question(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => offSite).toEqual([TAG]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${adsOrigin}/`);
    // Chromium itself reports the aborted script; nothing from the page.
    expect(browserErrors.filter((error) => !error.startsWith("Failed to load resource: net::ERR_FAILED"))).toEqual([]);
  });

  test("the landing page asks nothing, loads nothing from another origin and sets no cookie", async ({
    page,
    context,
  }) => {
    const offSite = await isolate(context, { gtag: "stub" });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await tile(page, "Finance").click();
    await expect(question(page)).toHaveCount(0);
    expect(offSite).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await storage(page)).toEqual({ local: {}, session: {} });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("nothing is asked or measured, and Privacy choices says there is nothing to choose", async ({ page }) => {
      await page.goto("/see-you-soon?uid=bk_1");
      await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
      await expect(question(page)).toBeHidden();
      await page.goto("/privacy-choices");
      await expect(page.getByText(/^JavaScript is off, so this site measures nothing/)).toBeVisible();
      await expect(page.getByRole("button", { name: "Accept" })).toBeHidden();
    });
  });

  test("axe finds nothing on Privacy choices as it reads without JavaScript", async ({ page }) => {
    // axe needs script: the page is served without its own script, its <noscript> text shown as a browser does.
    await page.route("**/privacy-choices", async (route) => {
      const html = await (await route.fetch()).text();
      const withoutScript = html
        .replace(/<script type="module">[\s\S]*?<\/script>/g, "")
        .replaceAll("<noscript>", "<div>")
        .replaceAll("</noscript>", "</div>");
      await route.fulfill({ body: withoutScript, contentType: "text/html" });
    });
    await page.goto("/privacy-choices");
    await expect(page.getByText(/^JavaScript is off, so this site measures nothing/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("without Google Ads", () => {
  test("the confirmation page loads no tag, queues nothing and logs nothing; it still strips the query", async ({
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
    expect(await dataLayer(page)).toBeNull();
    await expect(question(page)).toHaveCount(0);
    expect(messages).toEqual([]);
    expect(browserErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("Privacy choices says there is nothing to choose", async ({ page }) => {
    await page.goto("/privacy-choices");
    await expect(page.getByText(/^This site sets no cookies, stores nothing in your browser/)).toBeVisible();
    await expect(page.getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the not-found page passes axe", async ({ page }) => {
    await page.goto("/missing");
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
