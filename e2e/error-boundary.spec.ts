import { expect, test } from "./fixtures";

test("a render error shows the branded error screen without a stack trace", async ({ page }) => {
  // Replace the confirmation page's route module in the production build with one that throws while rendering.
  await page.route(/\/assets\/see-you-soon-[\w-]+\.js$/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: 'export default function SeeYouSoon() { throw new Error("forced render error: secret internals"); }',
    }),
  );
  await page.goto("/see-you-soon");

  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  const home = page.getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await expect(page.locator("body")).not.toContainText("secret internals");
  await expect(page.locator("body")).not.toContainText("at SeeYouSoon");

  await home.click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Unexpected Application Error!");
});
