/**
 * The build-time configuration as the app reads it. `vite.config.ts` checks the variables once, at build
 * (env-schema.ts), and writes the checked values in here (`define`): no parser runs in the browser.
 */
import type { SiteConfig } from "./env-schema";

export type { GoogleAdsConfig, SiteConfig } from "./env-schema";

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;

/** True in `react-router dev`; production builds never show stack traces. */
export const isDevelopment: boolean = import.meta.env.DEV;
