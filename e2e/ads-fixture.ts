import { e2ePorts } from "./ports.ts";

/** The Google Ads configuration of the second e2e build, which has the conversion switched on. */
export const E2E_ADS = {
  id: "AW-1234567890",
  conversionLabel: "e2eLabel_X-1",
  buildDirectory: "build-e2e-ads",
} as const;

/** Where the e2e server serves the ads build. */
export const adsBuildOrigin = (): string => `http://127.0.0.1:${e2ePorts().ads}`;
