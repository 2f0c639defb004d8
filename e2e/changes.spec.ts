/**
 * The record of what changed, as a reader and a feed reader get it: /changes newest first, each entry dated with
 * <time> and sourced; each regulation guide's "What changed" with its last review; the RSS feed both advertise.
 */
import { CHANGES_PATH, regulationPaths } from "#src/config/guides.ts";
import { expect, test } from "./fixtures.ts";
import type { Locator } from "@playwright/test";

test.skip(({ isMobile }) => isMobile, "content, read once on the desktop project");

/** The entries' dates, in page order. */
const datesOf = (entries: Locator) =>
  entries.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));

const newestFirst = (dates: string[]) => [...dates].sort().reverse();

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/changes lists every change newest first, each dated and sourced, and advertises its feed", async ({
    page,
  }) => {
    await page.goto(CHANGES_PATH);
    await expect(page.getByRole("heading", { level: 1, name: "What changed" })).toBeVisible();
    const entries = page.locator("[data-change-list] > li");
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(1);
    const dates = await datesOf(entries);
    expect(dates).toHaveLength(count);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dates).toEqual(newestFirst(dates));
    for (const entry of await entries.all()) {
      await expect(entry.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(entry.getByRole("link", { name: /opens in a new tab/ })).toHaveAttribute("href", /^https:\/\//);
      await expect(
        entry
          .getByRole("link")
          .filter({ hasNotText: /new tab/ })
          .first(),
      ).toHaveAttribute("href", /^\/(regulations|industries)\//);
    }
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/changes.xml",
    );
  });

  for (const path of regulationPaths) {
    test(`${path} ends with what changed: its last review, then its changes newest first`, async ({ page }) => {
      await page.goto(path);
      const section = page.locator("#what-changed");
      await expect(section.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
      const reviewed = await page.locator("header time").getAttribute("datetime");
      await expect(section.locator("p").first().locator("time")).toHaveAttribute("datetime", reviewed!);
      // What the review checked, in words: more than the date alone.
      expect((await section.locator("p").first().textContent())!.length).toBeGreaterThan(80);
      const dates = await datesOf(section.locator("[data-change-list] > li"));
      expect(dates).toEqual(newestFirst(dates));
      if (dates.length === 0) await expect(section).toContainText("No change to the rules this guide covers");
      await expect(section.getByRole("link", { name: "Every change, across all guides" })).toHaveAttribute(
        "href",
        "/changes",
      );
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        "/changes.xml",
      );
    });
  }
});

test("the feed is RSS 2.0 with an item per change, newest first, each linking to its entry", async ({
  page,
  request,
}) => {
  const response = await request.get("/changes.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  await page.goto(CHANGES_PATH);
  const items = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return {
      version: doc.documentElement.getAttribute("version"),
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        date: new Date(item.querySelector("pubDate")?.textContent ?? "").toISOString().slice(0, 10),
      })),
    };
  }, xml);
  expect(items?.version).toBe("2.0");
  const onPage = await datesOf(page.locator("[data-change-list] > li"));
  expect(items!.items.map((item) => item.date)).toEqual(onPage);
  for (const item of items!.items) {
    const { pathname, hash } = new URL(item.link);
    expect(pathname).toBe("/changes");
    await expect(page.locator(`[id="${hash.slice(1)}"]`)).toContainText(item.title);
  }
});
