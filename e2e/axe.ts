import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2.2 A/AA and best practices) on the page as it is now and expects nothing. `within` (a CSS
 * selector) scans only what a change of state touched, once the whole page has been scanned: a full scan of the
 * landing page takes seconds on a loaded machine.
 */
export async function expectNoAxeViolations(page: Page, { within }: { within?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
    "best-practice",
  ]);
  if (within) {
    expect(await page.locator(within).count(), `${within} is on the page`).toBeGreaterThan(0);
    builder.include(within);
  }
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
