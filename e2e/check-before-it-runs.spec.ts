/**
 * /check before its checker runs (it starts when the form is first used, and its script can take a while on a slow
 * network): the form shows from the first paint and nothing moves when the checker starts; a call pasted, settings
 * made, "Check the call" pressed or a file dropped meanwhile are kept and acted on when it starts.
 */
import { CALL, findings, holdChecker } from "./check-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { islandsHydrated } from "./page-helpers.ts";

test("the form shows from the first paint, nothing moves when the checker starts, and a call and settings given before are kept", async ({
  page,
}) => {
  const { release } = await holdChecker(page);
  await page.goto("/check");
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(CALL);
  await page.getByRole("checkbox", { name: "The call is recorded or transcribed" }).uncheck();
  await page.getByRole("textbox", { name: "Business name" }).fill("Brightwave Fiber");
  await page.getByRole("combobox", { name: "Other party’s location" }).selectOption({ label: "Texas" });
  await page.getByLabel("Call date").fill("2026-03-01");
  release();
  await expect.poll(() => islandsHydrated(page)).toBe(true);
  const shifts = await page.evaluate(() =>
    performance
      .getEntriesByType("layout-shift")
      .filter((entry) => !(entry as unknown as { hadRecentInput: boolean }).hadRecentInput)
      .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
  );
  expect(shifts).toBe(0);
  await page.getByRole("button", { name: "Check the call" }).click();
  await expect(findings(page)).toContainText("Card number in the transcript");
  // The settings made before are kept too: unrecorded, so no recording notice is asked for.
  await expect(page.getByRole("checkbox", { name: "The call is recorded or transcribed" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Brightwave Fiber");
  await expect(findings(page)).not.toContainText("No recording notice at the start");
  await expect(page.getByRole("combobox", { name: "Other party’s location" })).toHaveValue("TX");
  await expect(findings(page)).toContainText("Checked for a party in Texas, on a call dated 1 March 2026.");
});

test("'Check the call' pressed before the checker runs keeps the page as it is, and the call is checked when it starts", async ({
  page,
}) => {
  const { release } = await holdChecker(page);
  await page.goto("/check");
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(CALL);
  await page.getByRole("textbox", { name: "Business name" }).fill("Brightwave Fiber");
  // Enter in a field submits the form, as the button does: neither may reload the page and lose the call.
  await page.getByRole("textbox", { name: "Business name" }).press("Enter");
  await page.getByRole("button", { name: "Check the call" }).click();
  await expect(page).toHaveURL(/\/check$/);
  // Pressed, it shows as busy until the checker runs and checks.
  await expect(page.getByRole("button", { name: "Check the call" })).toHaveCSS("cursor", "progress");
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(CALL);
  expect(await islandsHydrated(page)).toBe(false);
  release();
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(page.getByRole("status").filter({ hasText: /findings?$/ })).toHaveText(/^\d+ findings$/);
  await expect(page.getByRole("button", { name: "Check the call" })).toHaveCSS("cursor", "default");
});

test("a file dropped on the box before the checker runs is kept, not opened, and checked when it starts", async ({
  page,
}) => {
  const { release } = await holdChecker(page);
  await page.goto("/check");
  // Dispatched by hand to read whether the page took the drop: a drop left to the browser opens the file instead.
  const taken = await page.evaluate((text) => {
    const box = document.querySelector("#transcript");
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "call.txt", { type: "text/plain" }));
    const drag = (type: string) => new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true });
    return { dragover: !box?.dispatchEvent(drag("dragover")), drop: !box?.dispatchEvent(drag("drop")) };
  }, CALL);
  expect(taken).toEqual({ dragover: true, drop: true });
  expect(await islandsHydrated(page)).toBe(false);
  release();
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(CALL);
});
