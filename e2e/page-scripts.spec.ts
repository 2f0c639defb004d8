/**
 * JavaScript loads only where state lives: on a build without ads, no page requests a script, the landing page
 * included until its demo nears the viewport (its island is `client:visible`). Counted by the scripts the browser
 * actually requests, not by what the HTML names.
 */
import { homePage, pages } from "../src/config/pages";
import { expect, test } from "./fixtures";

test.skip(({ isMobile }) => isMobile, "one walk over every page, on the desktop project");

test("without ads, no page requests a script while its top is read", async ({ page }) => {
  test.setTimeout(120_000);
  const requested = new Map<string, string[]>();
  let current = "";
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested.set(current, [...(requested.get(current) ?? []), request.url()]);
  });
  for (const { path } of [...pages, { path: "/no-such-page" }]) {
    current = path;
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(Object.fromEntries(requested)).toEqual({});
});

test("the landing page's island is requested once the demo nears the viewport, and it is the only page's", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(homePage.path, { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);
  await page.locator("#demo-section").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/^\/assets\//);
});
