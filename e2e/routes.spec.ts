import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkPage, homePage } from "#src/config/site-pages.ts";
import { pagesWithUrls } from "../scripts/lib/built-pages.ts";
import { ALLOWED_METHODS } from "../server/http.ts";
import { pageRoutes } from "../tests/page-routes.ts";
import { expect, test } from "./fixtures.ts";
import { demo, gotoHydrated, mitigation, tile, visiblePanel } from "./page-helpers.ts";

test.describe("routes", () => {
  test("the landing page answers 200 and hydrates without console errors", async ({ page, browserErrors }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Vigil/);
    await page.waitForLoadState("networkidle");
    expect(browserErrors).toEqual([]);
  });

  for (const path of ["/see-you-soon", "/see-you-soon/", "/see-you-soon?uid=abc123"]) {
    test(`the confirmation page answers 200 at ${path}`, async ({ page, browserErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
      await expect(page.getByText("Your meeting is confirmed. We'll follow up via email shortly.")).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(browserErrors).toEqual([]);
    });
  }

  test("'Return to Home' on the confirmation page leads to /", async ({ page }) => {
    await page.goto("/see-you-soon");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown path answers 404 with the not-found page and logs the path", async ({
    page,
    browserErrors,
    baseURL,
  }) => {
    const response = await page.goto("/no/such/page?x=1");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect
      .poll(() => [...browserErrors].sort())
      .toEqual([
        "404: no page at /no/such/page",
        `Failed to load resource: the server responded with a status of 404 (Not Found) (${baseURL}/no/such/page?x=1)`,
      ]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test("the pages the build wrote are the routes of src/pages, which the unit tests read", () => {
  expect(
    pagesWithUrls(join("build", "client"))
      .map(({ path }) => path)
      .sort(),
  ).toEqual(pageRoutes().sort());
});

test.describe("scripts that take over a page", () => {
  // A page without a script has nothing to take over: its load without errors is checked by the walk over every
  // page in data-inventory.spec.ts. The build is read, so that a script added to any page is tested here at once:
  // an island, or the landing page's demo script.
  const pagesWithScripts = pagesWithUrls(join("build", "client")).filter((page) =>
    /<astro-island|<template data-demo-script>/.test(readFileSync(join("build", "client", page.file), "utf8")),
  );

  test("the build has them where state lives: the landing page and /check", () => {
    expect(pagesWithScripts.map(({ path }) => path).sort()).toEqual([checkPage.path, homePage.path].sort());
  });

  for (const page of pagesWithScripts) {
    test(`the scripts of ${page.path} take over the page as built, replacing none of it`, async ({
      page: browserPage,
      browserErrors,
    }) => {
      await browserPage.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          (window as unknown as { prerendered: Element[] }).prerendered = [...document.querySelectorAll("*")];
        });
      });
      await gotoHydrated(browserPage, page.path);
      const replaced = await browserPage.evaluate(() =>
        (window as unknown as { prerendered: Element[] }).prerendered
          .filter((element) => !element.isConnected)
          .map((element) => element.outerHTML.slice(0, 100)),
      );
      expect(replaced).toEqual([]);
      expect(browserErrors).toEqual([]);
    });
  }

  test("a script that fails leaves the page working, and shows no error details", async ({ page, browserErrors }) => {
    await page.route(/\/assets\/demo-module\.[\w.-]+\.js$/, (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'throw new Error("forced: secret internals");' }),
    );
    await page.goto("/");
    await demo(page).scrollIntoViewIfNeeded();
    await expect.poll(() => browserErrors.some((error) => error.includes("forced: secret internals"))).toBe(true);
    // The demo's controls are the page's own: they still work.
    await tile(page, "Finance").click();
    await expect(visiblePanel(page)).toHaveAccessibleName("Finance");
    await mitigation(page).check();
    await expect(visiblePanel(page).getByText("RISK MITIGATED")).toBeVisible();
    await expect(page.locator("body")).not.toContainText("secret internals");
  });
});

test.describe("served HTML", () => {
  // Responses read over HTTP, no page: the viewport cannot change them, so the desktop project reads them once.
  test.skip(({ isMobile }) => isMobile, "HTTP responses, read once on the desktop project");
  test("the prerendered landing page carries its content before any JavaScript", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
  });

  test("unknown paths and assets answer 404 with the not-found page", async ({ request }) => {
    for (const path of ["/nope", "/assets/missing-abc123.js", "/see-you-soon/extra"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Oops! Page not found");
    }
  });

  test("other methods than the allowed ones answer 405", async ({ request }) => {
    const response = await request.post("/", { data: "x" });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe(ALLOWED_METHODS.join(", "));
  });
});
