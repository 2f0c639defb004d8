import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** Flags for the system Chromium in tests and benchmarks: headless-friendly, and no calls home on a closed network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
] as const;

/** The Chromium to drive: $CHROME_PATH or $CHROMIUM_PATH, else the one scripts/find-chromium.ts finds (and records). */
export function chromiumPath(): string {
  const fromEnvironment = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (fromEnvironment) return fromEnvironment;
  execFileSync("npx", ["tsx", "scripts/find-chromium.ts"], { stdio: "inherit" });
  return readFileSync("node_modules/.cache/chromium-path", "utf8").trim();
}
