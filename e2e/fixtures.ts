import { test as base, expect, type Page } from "@playwright/test";

/** Console errors and warnings, and uncaught exceptions, that `page` sees from now on. */
export function watchBrowserErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // Name the failed resource: a 404 document is expected on the not-found page, nothing else is.
    const failedUrl = message.text().startsWith("Failed to load resource") ? ` (${message.location().url})` : "";
    errors.push(message.text() + failedUrl);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Console errors and warnings, and uncaught exceptions, seen by the page during a test. */
export const test = base.extend<{ browserErrors: string[] }>({
  browserErrors: async ({ page }, use) => {
    await use(watchBrowserErrors(page));
  },
});

export { expect };
