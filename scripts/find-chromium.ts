/**
 * Finds a Chromium for the end-to-end tests and writes its path to
 * `node_modules/.cache/chromium-path` for playwright.config.ts. Order:
 * CHROMIUM_PATH, Playwright's own browser if installed, /usr/bin/chromium;
 * failing those, Debian's `chromium` package when we are root with apt-get.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { chromium } from "@playwright/test";

export const CHROMIUM_PATH_FILE = "node_modules/.cache/chromium-path";

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function installDebianChromium(): string | undefined {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) return undefined;
  console.log("find-chromium: installing Debian's chromium with apt-get");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv && !existsSync(fromEnv)) {
  console.error(`find-chromium: CHROMIUM_PATH is set to "${fromEnv}", but no file is there.`);
  process.exit(1);
}

const found =
  fromEnv ??
  playwrightChromium() ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined) ??
  installDebianChromium();

if (!found) {
  console.error(
    [
      "find-chromium: no Chromium found for the end-to-end tests. Any one of these fixes it:",
      "  - set CHROMIUM_PATH=/path/to/chromium",
      "  - npx playwright install chromium",
      "  - sudo apt-get install chromium   (Debian/Ubuntu)",
    ].join("\n"),
  );
  process.exit(1);
}

mkdirSync(dirname(CHROMIUM_PATH_FILE), { recursive: true });
writeFileSync(CHROMIUM_PATH_FILE, found);
console.log(`find-chromium: using ${found}`);
