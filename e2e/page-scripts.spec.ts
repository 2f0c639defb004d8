/**
 * JavaScript loads only where state lives: on either build, with Google Ads configured or not, no page requests a
 * script, the landing page included until its demo nears the viewport (its island is `client:visible`) and /check
 * until its form is used (`client:firstuse`). Counted by the scripts the browser actually requests, not by what the
 * HTML names. The consent script is written into the two pages that ask, and no other.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkPage, confirmationPage, homePage, privacyChoicesPage, type Page } from "#src/config/site-pages.ts";
import { builtPages, pagesToWalk } from "../scripts/lib/built-pages.ts";
import { adsBuildOrigin, E2E_ADS } from "./ads-fixture.ts";
import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { walkInLanes, watchScriptRequests } from "./page-helpers.ts";
import { checkerReady, startChecker } from "./check-helpers.ts";

test.skip(({ isMobile }) => isMobile, "one walk over every page, on the desktop project");

for (const [label, origin] of [
  ["without ads", ""],
  ["with ads", adsBuildOrigin()],
] as const) {
  test(`${label}, no page requests a script while its top is read`, async ({ context }) => {
    test.setTimeout(120_000);
    // Nothing leaves the machine: with ads, Google's tag would be a script, and no page may load it unasked.
    await context.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.abort(),
    );
    const requested = new Map<string, string[]>();
    // /check's island included: it loads when its form is first used (tested below).
    const paths = [...pagesToWalk("build/client").map(({ path }) => path), "/no-such-page"];
    await walkInLanes(context, paths, async (page, path) => {
      const onRequest = (request: Request) => {
        if (request.resourceType() === "script") requested.set(path, [...(requested.get(path) ?? []), request.url()]);
      };
      page.on("request", onRequest);
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      page.off("request", onRequest);
    });
    expect(Object.fromEntries(requested)).toEqual({});
  });
}

test("with ads, the consent script is written into the confirmation and privacy choices pages only", () => {
  const consentPages: readonly Page[] = [confirmationPage, privacyChoicesPage];
  for (const page of builtPages(join(E2E_ADS.buildDirectory, "client"))) {
    const html = readFileSync(join(E2E_ADS.buildDirectory, "client", page.file), "utf8");
    const runsConsent = /<script type="module">[^<]*data-consent/.test(html);
    expect(runsConsent, page.path).toBe(consentPages.some(({ path }) => path === page.path));
  }
});

test("the landing page's island is requested once the demo nears the viewport, and it is the only page's", async ({
  page,
}) => {
  const scripts = watchScriptRequests(page);
  await page.goto(homePage.path, { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);
  await page.locator("#demo-section").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(new URL(script).pathname).toMatch(/^\/assets\//);
});

test("/check requests its scripts when its form is first used, all of them the site's own", async ({ page }) => {
  const scripts = watchScriptRequests(page);
  await page.goto(checkPage.path, { waitUntil: "networkidle" });
  // Read down to its worked example: the form is not used yet.
  await page.getByRole("heading", { name: "Worked example", exact: true }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  await startChecker(page);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(new URL(script).pathname).toMatch(/^\/assets\//);
});

test("/check with a demo call in its address requests its scripts unasked, after its first paint", async ({ page }) => {
  await page.goto(`${checkPage.path}?demo=finance`);
  // Its scripts were all requested by the time it runs.
  await expect(checkerReady(page)).toBeAttached();
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter(({ name }) => name.endsWith(".js"))
      .map(({ startTime }) => startTime),
  }));
  expect(scripts.length).toBeGreaterThan(0);
  for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint);
});
