/**
 * /states and each jurisdiction's page, as a reader gets them: the map's links, each named by its state and leading
 * to its page; the table with every jurisdiction; no script; axe finds nothing; a phone's width holds.
 */
import { jurisdictions, usJurisdictions } from "#src/content/jurisdictions.ts";
import { STATES_PATH, statePath } from "#src/config/guides.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { watchScriptRequests } from "./page-helpers.ts";

const map = (page: import("@playwright/test").Page) => page.getByRole("group", { name: "Recording consent by state" });

test("/states: a map with a link per state and DC, each named by its state and leading to its page", async ({
  page,
  request,
}) => {
  const scripts = watchScriptRequests(page);
  await page.goto(STATES_PATH, { waitUntil: "networkidle" });
  expect(scripts).toEqual([]);
  await expect(page.getByRole("heading", { level: 1, name: "Laws by state" })).toBeVisible();
  const links = map(page).getByRole("link");
  await expect(links).toHaveCount(usJurisdictions.length);
  const named = await links.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute("aria-label"), element.getAttribute("href")]),
  );
  expect(named.sort()).toEqual(usJurisdictions.map(({ name }) => [name, statePath(name)]).sort());
  for (const [name, href] of named.slice(0, 5)) {
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(await response.text()).toContain(`Voice AI call laws in ${name}`);
  }
});

test("/states: the table lists every jurisdiction, with California's all-party rule and New York's one-party", async ({
  page,
}) => {
  await page.goto(STATES_PATH);
  const table = page.getByRole("region", { name: "Every jurisdiction at a glance" }).getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveCount(jurisdictions.length);
  await expect(table.getByRole("row", { name: /^California / })).toContainText("All parties");
  await expect(table.getByRole("row", { name: /^New York / })).toContainText("One party");
});

test("a state's page gives each obligation with its provision, its official text and how it was checked", async ({
  page,
}) => {
  await page.goto(statePath("California"));
  await expect(page.getByRole("heading", { level: 1, name: "Voice AI call laws in California" })).toBeVisible();
  const recording = page.locator("#call-recording-consent");
  await expect(recording.getByRole("heading", { level: 3, name: "Cal. Penal Code §632.7(a)" })).toBeVisible();
  await expect(recording.getByRole("link", { name: /Official text/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/leginfo\.legislature\.ca\.gov\//,
  );
  await expect(page.getByText("It is not legal advice")).toBeVisible();
});

// The pages load no script (the first test), so a scan with scripts is the scan without them.
test.describe("on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "checked on the mobile project");
  for (const path of [STATES_PATH, statePath("California"), statePath("EU/EEA")]) {
    test(`${path} fits a phone's width and axe finds nothing`, async ({ page }) => {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  }
});
