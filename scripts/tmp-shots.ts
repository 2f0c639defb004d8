import { chromium } from "@playwright/test";
import { freePorts } from "../e2e/ports.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startSiteServer } from "./lib/site-server.ts";
const [port] = await freePorts(1);
const server = await startSiteServer(port!);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
const CALL = [
  "[00:00:01] Agent: Hi, this is Sam calling from Brightwave Fiber about your account.",
  "[00:00:05] Caller: Okay.",
  "[00:00:07] Agent: Great. What card should we put the upgrade on?",
  "[00:00:10] Caller: 4111 1111 1111 1111. Stop calling me after this.",
  "[00:00:15] Agent: Before you go, this offer ends Friday!",
].join("\n");
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const [label, loc, date] of [["ny", "New York", "2026-03-01"], ["unknown", "Unknown", ""]] as const) {
    await page.goto(`http://127.0.0.1:${port}/check`);
    await page.getByRole("textbox", { name: "Transcript", exact: true }).focus();
    await page.locator("form[data-ready]").waitFor({ state: "attached" });
    await page.getByRole("combobox", { name: "Other party’s location" }).selectOption({ label: loc });
    if (date) await page.getByLabel("Call date").fill(date);
    await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(CALL);
    await page.getByRole("button", { name: "Check the call" }).click();
    await page.getByRole("region", { name: "Findings", exact: true }).waitFor();
    await page.waitForTimeout(500);
    await page.locator("#check-form").screenshot({ path: `/tmp/shots/form-${label}-${width}.png` });
    const region = page.getByRole("region", { name: "Findings", exact: true });
    const box = (await region.boundingBox())!;
    const h = Math.min(box.height, 2400);
    await page.screenshot({ path: `/tmp/shots/findings-${label}-${width}.png`, fullPage: true, clip: { x: 0, y: box.y, width, height: h } });
    if (box.height > 2400) await page.screenshot({ path: `/tmp/shots/findings2-${label}-${width}.png`, fullPage: true, clip: { x: 0, y: box.y + 2400, width, height: Math.min(box.height - 2400, 2400) } });
  }
  await page.close();
}
await browser.close();
server.kill?.(); process.exit(0);
