/** The Chromium that tests, benchmarks and screenshots drive, and the flags it runs with. */
import { chromium } from "@playwright/test";
import { existsSync } from "node:fs";

/** Headless-friendly, and no calls home on a closed network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

function playwrightChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** `CHROMIUM_PATH`, else Playwright's own browser if installed, else Debian's; undefined if none is there. */
export function findChromium(): string | undefined {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment) return existsSync(fromEnvironment) ? fromEnvironment : undefined;
  return playwrightChromium() ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
}

/** The Chromium to drive, or an error that says how to get one (`npm run test:e2e` installs it first). */
export function chromiumPath(): string {
  const found = findChromium();
  if (!found) throw new Error("No Chromium: run `tsx scripts/ensure-chromium.ts`, or set CHROMIUM_PATH.");
  return found;
}
