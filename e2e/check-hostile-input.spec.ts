/** /check with hostile input, as a visitor might give it: a file named wrongly holding markup, a 5 MB paste. */
import { findings, startChecker } from "./check-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("a file dropped on the transcript box is read and checked; markup in it stays text", async ({ page }) => {
  await page.goto("/check");
  const box = page.getByRole("textbox", { name: "Transcript", exact: true });
  // A drop is handled once the checker runs (a file dropped before is kept: check-before-it-runs.spec.ts).
  await startChecker(page);
  const messages = [
    { role: "assistant", content: "Hi, this is Vigil Dental. <img src=x onerror=alert(1)> Your card on file?" },
    { role: "user", content: "<b>4111 1111 1111 1111</b>" },
  ];
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "call.bin", { type: "application/octet-stream" }));
    return transfer;
  }, JSON.stringify(messages));
  await box.dispatchEvent("drop", { dataTransfer });
  await expect(box).toHaveValue(/^\[\{"role":"assistant"/);
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(findings(page)).toContainText("<img src=x onerror=alert(1)>");
  await expect(page.locator("main img, main b")).toHaveCount(0);
});

test("a 5 MB paste is checked, and the page answers while it is", async ({ page, context }, testInfo) => {
  // One run is enough: a paste is not about the viewport, and laying out 5 MB in the box takes the browser seconds.
  test.skip(testInfo.project.name === "mobile", "run on the desktop project");
  test.setTimeout(90_000);
  await page.goto("/check");
  const opening = "Agent: Thanks for calling Acme Orders, I am an AI assistant and this call is recorded.\n";
  const exchange = "Caller: Could you check the status of my order, please?\nAgent: Of course, one moment.\n";
  const huge = opening + exchange.repeat(60_000);
  expect(huge.length).toBeGreaterThan(5_000_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await startChecker(page);
  await page.evaluate((text) => navigator.clipboard.writeText(text), huge);
  await page.getByRole("textbox", { name: "Transcript", exact: true }).focus();
  await page.keyboard.press("ControlOrMeta+V");
  await page.getByRole("button", { name: "Check the call" }).click();
  // While it checks, the page answers: the business name takes what is typed.
  await page.getByRole("textbox", { name: "Business name" }).fill("Acme Orders");
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Acme Orders");
  await expect(findings(page)).toContainText(/findings?/, { timeout: 20_000 });
  await expect(page.getByRole("textbox", { name: "Redacted transcript" })).toHaveValue(
    /^Agent: Thanks for calling Acme Orders/,
  );
  await expect(
    page.getByText(/^Card numbers, .* The box shows the first 20,000 of 5,160,0\d\d characters/),
  ).toBeVisible();
});
