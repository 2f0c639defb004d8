/**
 * /check before its checker runs: the form shows from the first paint and nothing moves when the checker starts;
 * a call pasted, settings made or a file dropped then are kept and checked.
 */
import { CALL, findings, holdChecker } from "./check-helpers";
import { expect, test } from "./fixtures";

test("the form shows from the first paint, nothing moves when the checker starts, and a call and settings given before are kept", async ({
  page,
}) => {
  const { release } = await holdChecker(page);
  await page.goto("/check");
  const check = page.getByRole("button", { name: "Check the call" });
  await expect(check).toBeDisabled();
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(CALL);
  await page.getByRole("checkbox", { name: "The call is recorded or transcribed" }).uncheck();
  await page.getByRole("textbox", { name: "Business name" }).fill("Brightwave Fiber");
  release();
  await expect(check).toBeEnabled();
  const shifts = await page.evaluate(() =>
    performance
      .getEntriesByType("layout-shift")
      .filter((entry) => !(entry as unknown as { hadRecentInput: boolean }).hadRecentInput)
      .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
  );
  expect(shifts).toBe(0);
  await check.click();
  await expect(findings(page)).toContainText("Card number in the transcript");
  // The settings made before are kept too: unrecorded, so no recording notice is asked for.
  await expect(page.getByRole("checkbox", { name: "The call is recorded or transcribed" })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: "Business name" })).toHaveValue("Brightwave Fiber");
  await expect(findings(page)).not.toContainText("No recording notice at the start");
});

test("a file dropped on the box before the checker runs is kept, not opened, and checked when it starts", async ({
  page,
}) => {
  const { release } = await holdChecker(page);
  await page.goto("/check");
  await expect(page.getByRole("button", { name: "Check the call" })).toBeDisabled();
  // Dispatched by hand to read whether the page took the drop: a drop left to the browser opens the file instead.
  const taken = await page.evaluate((text) => {
    const box = document.querySelector("#transcript");
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "call.txt", { type: "text/plain" }));
    const drag = (type: string) => new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true });
    return { dragover: !box?.dispatchEvent(drag("dragover")), drop: !box?.dispatchEvent(drag("drop")) };
  }, CALL);
  expect(taken).toEqual({ dragover: true, drop: true });
  release();
  await expect(findings(page)).toContainText("Card number in the transcript");
  await expect(page.getByRole("textbox", { name: "Transcript", exact: true })).toHaveValue(CALL);
});
