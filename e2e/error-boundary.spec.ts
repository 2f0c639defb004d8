import { expect, test } from "./fixtures";

const THROWING_MODULE =
  'export default function SeeYouSoon() { throw new Error("forced render error: secret internals"); }';

test("a render error shows the branded error screen without a stack trace", async ({ page }) => {
  // The confirmation page's route module, replaced with one that throws while rendering. Subresource Integrity
  // would refuse the replacement (see the test below), so the page and its start script are served without their
  // integrity data.
  await page.route("/see-you-soon", async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<script defer src="[^"]+") integrity="[^"]+"/, "$1");
    await route.fulfill({ response, body });
  });
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/"importMap":"(?:[^"\\]|\\.)*"/, '"importMap":"{}"')
      .replaceAll(/"integrity":"sha384-[^"]+"/g, '"integrity":""');
    await route.fulfill({ response, body });
  });
  await page.route(/\/assets\/see-you-soon-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: THROWING_MODULE }),
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

test("a script that is not the one the build made is refused, and the page still works", async ({
  page,
  browserErrors,
}) => {
  await page.route(/\/assets\/see-you-soon-[\w-]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__tampered = true;\n" + THROWING_MODULE }),
  );
  await page.goto("/see-you-soon");
  await expect
    .poll(() => browserErrors.filter((error) => /integrity/i.test(error)), { timeout: 10_000 })
    .not.toEqual([]);
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toHaveCount(0);
});
