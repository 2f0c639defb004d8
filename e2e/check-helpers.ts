/** What the /check specs share: a call that breaks rules, the findings region, and checking a pasted call. */
import { expect, type Page } from "@playwright/test";

export const CALL = [
  "[00:00:01] Agent: Hi, this is Sam calling from Brightwave Fiber about your account.",
  "[00:00:05] Caller: Okay.",
  "[00:00:07] Agent: Great. What card should we put the upgrade on?",
  "[00:00:10] Caller: 4111 1111 1111 1111. Stop calling me after this.",
  "[00:00:15] Agent: Before you go, this offer ends Friday!",
].join("\n");

export const findings = (page: Page) => page.getByRole("region", { name: "Findings", exact: true });

export async function checkPasted(page: Page, transcript: string) {
  await page.getByRole("textbox", { name: "Transcript", exact: true }).fill(transcript);
  await page.getByRole("button", { name: "Check the call" }).click();
}

/** The checker runs and its form is its own: it marks the form ready (the early-input script takes it until then). */
export const checkerReady = (page: Page) => page.locator("form[data-ready]");

/**
 * Uses the form as a visitor starts to (the transcript box focused), which starts the checker, and waits until it
 * runs. For what the form must handle itself (a drop, a file chosen).
 */
export async function startChecker(page: Page): Promise<void> {
  await page.getByRole("textbox", { name: "Transcript", exact: true }).focus();
  await expect(checkerReady(page)).toBeAttached();
}

/** Holds back the checker island's script until `release` is called: the page as it is before the checker runs. */
export async function holdChecker(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/call-checker\./, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}
