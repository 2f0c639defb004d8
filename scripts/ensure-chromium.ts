/**
 * Makes sure the end-to-end tests have a Chromium (scripts/lib/chromium.ts says where it looks). Failing that,
 * as root with apt-get it installs Debian's `chromium`; otherwise it stops and says how to get one.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "./lib/chromium.ts";

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`ensure-chromium: CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}", but no file is there.`);
  process.exit(1);
}

if (!findChromium()) {
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("ensure-chromium: installing Debian's chromium with apt-get");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
}

const found = findChromium();
if (!found) {
  console.error(
    [
      "ensure-chromium: no Chromium found for the end-to-end tests. Any one of these fixes it:",
      "  - set CHROMIUM_PATH=/path/to/chromium",
      "  - npx playwright install chromium",
      "  - sudo apt-get install chromium   (Debian/Ubuntu)",
    ].join("\n"),
  );
  process.exit(1);
}
console.log(`ensure-chromium: using ${found}`);
