/** Where the cross-engine smoke tests (engines/) find Firefox and WebKit: an environment variable, else Debian's. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

function firstExisting(fromEnvironment: string | undefined, candidates: string[]): string | undefined {
  if (fromEnvironment) return existsSync(fromEnvironment) ? fromEnvironment : undefined;
  return candidates.find((path) => existsSync(path));
}

/** `FIREFOX_PATH`, else Debian's `firefox-esr` (or `firefox`). */
export const findFirefox = (): string | undefined =>
  firstExisting(process.env.FIREFOX_PATH, ["/usr/bin/firefox-esr", "/usr/bin/firefox"]);

/** `WEBKIT_WEBDRIVER_PATH`, else Debian's `webkit2gtk-driver`. */
export const findWebKitWebDriver = (): string | undefined =>
  firstExisting(process.env.WEBKIT_WEBDRIVER_PATH, ["/usr/bin/WebKitWebDriver"]);

/** `WEBKIT_BROWSER_PATH`, else the MiniBrowser of Debian's `libwebkit2gtk-4.1-0`, whatever the architecture. */
export function findMiniBrowser(): string | undefined {
  const libraries = existsSync("/usr/lib") ? readdirSync("/usr/lib").map((name) => join("/usr/lib", name)) : [];
  return firstExisting(
    process.env.WEBKIT_BROWSER_PATH,
    libraries.map((directory) => join(directory, "webkit2gtk-4.1", "MiniBrowser")),
  );
}
