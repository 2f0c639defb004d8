import { PLAIN_TEXT } from "../server/http.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { watchScriptRequests } from "./page-helpers.ts";

const documents = [
  { path: "/privacy", title: "Privacy and cookie policy", anchor: "#choices" },
  { path: "/security", title: "Security and compliance", anchor: "#disclosure" },
];

test.describe("privacy and security pages", () => {
  for (const { path, title } of documents) {
    test(`${path} answers 200 with its document, its canonical URL and no axe finding, with or without scripts`, async ({
      page,
      browserErrors,
    }) => {
      // The document loads no script: as it reads here, it reads where scripts fail, and one axe scan covers both.
      const scripts = watchScriptRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://vigil.example.com${path}`);
      await expect(page.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(scripts).toEqual([]);
      await expectNoAxeViolations(page);
      expect(browserErrors).toEqual([]);
    });
  }

  test("every page's footer links to both documents and to the privacy choices", async ({ page }) => {
    for (const path of ["/", "/see-you-soon", "/privacy", "/security", "/privacy-choices", "/missing"]) {
      await page.goto(path);
      const footer = page.getByRole("navigation", { name: "Legal" });
      await expect(footer.getByRole("link", { name: "Privacy", exact: true }), path).toHaveAttribute(
        "href",
        "/privacy",
      );
      await expect(footer.getByRole("link", { name: "Security", exact: true }), path).toHaveAttribute(
        "href",
        "/security",
      );
      await expect(footer.getByRole("link", { name: "Privacy choices" }), path).toHaveAttribute(
        "href",
        "/privacy-choices",
      );
    }
  });

  test("the footer badges lead to each framework's status", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Our status and documents" }).click();
    await expect(page).toHaveURL("/security#frameworks");
    await expect(page.getByRole("heading", { level: 2, name: "SOC 2, HIPAA and ISO/IEC 27001" })).toBeInViewport();
  });

  test("security.txt is plain text with RFC 9116's fields, pointing at the disclosure policy", async ({ request }) => {
    const response = await request.get("/.well-known/security.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(PLAIN_TEXT);
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:security@vigil\.example\.com$/m);
    expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT00:00:00Z$/m);
    expect(text).toMatch(/^Policy: https:\/\/vigil\.example\.com\/security#disclosure$/m);
    const expires = Date.parse(/^Expires: (.*)$/m.exec(text)?.[1] ?? "");
    expect(expires - Date.now()).toBeGreaterThan(0);
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 3600 * 1000);
  });
});

test.describe("privacy and security pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, anchor } of documents) {
    test(`${path} reads in full and its contents jump to ${anchor}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await page.getByRole("navigation", { name: "On this page" }).locator(`a[href="${anchor}"]`).click();
      await expect(page).toHaveURL(`${path}${anchor}`);
      await expect(page.locator(anchor).getByRole("heading", { level: 2 })).toBeInViewport();
    });
  }
});
