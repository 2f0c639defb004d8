/**
 * The regulation guides and industry pages, as a reader gets them: every page answers, reads in full and
 * navigates without JavaScript, requests no script, passes axe, and is tied to the demo both ways (each law badge
 * reaches its guide; each guide's call opens the demo on its industry).
 */
import { CHANGES_PATH, INDUSTRIES_PATH, industryPaths, REGULATIONS_PATH, regulationPaths } from "#src/config/guides.ts";
import { laws } from "#src/content/laws.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { demo, industry, watchScriptRequests } from "./page-helpers.ts";

const regulationPages = regulationPaths.map((path) => ({ path }));
const industryPages = industryPaths.map((path) => ({ path }));
const guidePages = [
  { path: REGULATIONS_PATH },
  ...regulationPages,
  { path: INDUSTRIES_PATH },
  ...industryPages,
  { path: CHANGES_PATH },
];
const articles = [...regulationPages, ...industryPages];

// Each page once per loop, not once per viewport: the screenshots at 390 and 1440 px cover the layouts.
test.describe("guides without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "read once, on the desktop project");

  for (const { path } of articles) {
    test(`${path} reads in full, and every entry of its contents lands on its section`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("#sources").getByRole("link")).not.toHaveCount(0);
      await expect(page.getByText("It is not legal advice")).toBeVisible();
      const targets = await page
        .getByRole("navigation", { name: "On this page" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(targets.length).toBeGreaterThanOrEqual(5);
      for (const target of targets) await expect(page.locator(target)).toHaveCount(1);
      const last = targets.at(-1)!;
      await page.getByRole("navigation", { name: "On this page" }).locator(`a[href="${last}"]`).click();
      await expect(page.locator(last).getByRole("heading", { level: 2 })).toBeInViewport();
    });
  }
});

test.describe("guides with JavaScript", () => {
  test.describe("each page", () => {
    test.skip(({ isMobile }) => !isMobile, "checked once, on the mobile project");
    for (const { path } of guidePages) {
      test(`${path} requests no script, fits a phone's width and axe finds nothing`, async ({
        page,
        browserErrors,
      }) => {
        const scripts = watchScriptRequests(page);
        await page.goto(path, { waitUntil: "networkidle" });
        expect(scripts).toEqual([]);
        // Tables and long citations wrap or scroll inside their box: the page itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await expectNoAxeViolations(page);
        expect(browserErrors).toEqual([]);
      });
    }
  });

  test("a guide carries its canonical URL, its own social image and Article data dated by its review", async ({
    page,
    request,
  }) => {
    await page.goto("/regulations/gdpr");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/regulations\/gdpr$/);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toMatch(/\/og\/regulations\/gdpr\.png$/);
    const imageResponse = await request.get(new URL(image!).pathname);
    expect(imageResponse.status()).toBe(200);
    expect(imageResponse.headers()["content-type"]).toBe("image/png");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
      "@graph": { "@type": string; dateModified?: string; itemListElement?: unknown[] }[];
    };
    const article = data["@graph"].find((node) => node["@type"] === "Article");
    const reviewed = await page.locator("header time").getAttribute("datetime");
    expect(article?.dateModified).toBe(reviewed);
    expect(data["@graph"].find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(3);
  });

  test("a guide's quick facts give the spec's figure and, beside it, the current maximum the registry holds", async ({
    page,
  }) => {
    const adjusted = Object.values(laws).filter((law) => law.current && law.guide);
    expect(adjusted.length).toBeGreaterThan(0);
    for (const law of adjusted) {
      await page.goto(`/regulations/${law.guide}`);
      const penalties = page.locator("#quick-facts dd").filter({ has: page.locator("ul") });
      await expect(penalties).toContainText(law.fines[0]!);
      const current = penalties.locator("li").filter({ hasText: law.current!.figure });
      await expect(current).toContainText("Current maximum since");
      await expect(current.locator(`time[datetime="${law.current!.asOf}"]`)).toHaveCount(1);
    }
  });

  test("every law badge in the demo links to its law's guide, and the guide answers", async ({ page, request }) => {
    await page.goto("/");
    const badges = demo(page).locator("a[aria-describedby]");
    const targets = new Map<string, string>();
    for (const badge of await badges.all())
      targets.set((await badge.textContent())!, (await badge.getAttribute("href"))!);
    const cited = [...targets.keys()].sort();
    expect(cited.length).toBeGreaterThanOrEqual(8);
    for (const [law, href] of targets) {
      expect(href).toBe(`/regulations/${laws[law as keyof typeof laws].guide}`);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    await demo(page).getByRole("link", { name: "HIPAA", exact: true }).first().click();
    await expect(page).toHaveURL(/\/regulations\/hipaa$/);
  });

  test("a guide's demo call opens the demo on that industry", async ({ page }) => {
    await page.goto("/industries/retail");
    await page.getByRole("link", { name: "Open this call in the demo" }).first().click();
    await expect(page).toHaveURL(/\/\?industry=retail#demo-section$/);
    await expect(industry(page, "Retail")).toBeChecked();
  });

  test("the header and the footer of every kind of page link to the indexes and the laws by state", async ({
    page,
  }) => {
    for (const path of ["/", "/privacy", "/regulations/tcpa", "/states/california"]) {
      await page.goto(path);
      for (const name of ["Regulations", "Industries", "States"]) {
        await expect(page.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
        await expect(page.getByRole("contentinfo").getByRole("link", { name, exact: true })).toBeVisible();
      }
    }
  });
});
