import { defineConfig, devices } from "@playwright/test";
import { E2E_ADS } from "./e2e/ads-fixture.ts";
import { e2ePorts, reserveE2ePorts } from "./e2e/ports.ts";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/lib/chromium.ts";

// Free ports, picked once by the runner; its workers load this file again and find them in the environment.
await reserveE2ePorts();
const ports = e2ePorts();
const baseURL = `http://127.0.0.1:${ports.site}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that passes only on a second try is a failing test.
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // `npm run test:e2e` makes sure there is one first (scripts/ensure-chromium.ts).
      executablePath: findChromium(),
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } },
  ],
  // The production build, served by the production server: `npm test` builds right before.
  // A second server gives the build with Google Ads configured (scripts/build-e2e-ads.ts).
  webServer: [
    {
      command: "node build/server/index.js",
      // As behind a TLS proxy on this machine: a request from 127.0.0.1 may say it came over HTTPS.
      env: { PORT: String(ports.site), HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "127.0.0.1" },
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node build/server/index.js",
      env: {
        PORT: String(ports.ads),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        CLIENT_DIR: `${E2E_ADS.buildDirectory}/client`,
      },
      url: `http://127.0.0.1:${ports.ads}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
