/**
 * The build-time configuration as the components read it. The build checks the variables once
 * (scripts/build/site-configuration.ts, with env-schema.ts) and writes the checked values in here (`define`).
 * Components rendered at build read it; islands get the few values they need as props, so the browser never
 * receives the rest.
 */
import type { SiteConfig } from "./env-schema.ts";

export type { GoogleAdsConfig, SiteConfig } from "./env-schema.ts";

declare const __SITE_CONFIG__: SiteConfig;

export const siteConfig: SiteConfig = __SITE_CONFIG__;
