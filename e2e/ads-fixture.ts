import { E2E_PORTS } from "./ports";

/** The Google Ads configuration of the second e2e build, which has the conversion switched on. */
export const E2E_ADS = {
  id: "AW-1234567890",
  conversionLabel: "e2eLabel_X-1",
  buildDirectory: "build-e2e-ads",
  port: E2E_PORTS.ads,
} as const;
