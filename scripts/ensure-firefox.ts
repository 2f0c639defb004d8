/** Makes sure the Firefox smoke test has a Firefox (scripts/lib/other-engines.ts says where it looks). */
import { ensureBrowser } from "./lib/ensure-browser.ts";
import { findFirefox } from "./lib/other-engines.ts";

ensureBrowser({ script: "ensure-firefox", variable: "FIREFOX_PATH", find: findFirefox, debianPackage: "firefox-esr" });
