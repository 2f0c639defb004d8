/** Makes sure the end-to-end tests have a Chromium (scripts/lib/chromium.ts says where it looks). */
import { findChromium } from "./lib/chromium.ts";
import { ensureBrowser } from "./lib/ensure-browser.ts";

ensureBrowser({
  script: "ensure-chromium",
  variable: "CHROMIUM_PATH",
  find: findChromium,
  debianPackage: "chromium",
  otherWays: ["npx playwright install chromium"],
});
