/**
 * `npm run build:ads`: builds the client a second time, with Google Ads configured, into its own
 * directory, so the end-to-end tests can check the conversion flow, and the byte budgets hold the
 * pages as a site with ads serves them, without the main build (which `npm start` serves) carrying a
 * test account. `npm test` builds it once, before `test:bytes`; `npm run test:e2e` alone builds it too.
 */
import { execSync } from "node:child_process";
import { E2E_ADS } from "../e2e/ads-fixture.ts";

const env = {
  ...process.env,
  BUILD_DIR: E2E_ADS.buildDirectory,
  VITE_GOOGLE_ADS_ID: E2E_ADS.id,
  VITE_GOOGLE_ADS_CONVERSION_LABEL: E2E_ADS.conversionLabel,
};
execSync("npm run build", { env, stdio: ["ignore", "ignore", "inherit"] });
console.log(`build-e2e-ads: ${E2E_ADS.buildDirectory}/client built with ${E2E_ADS.id}`);
