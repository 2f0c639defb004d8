/**
 * Build-time configuration: the only module that reads `import.meta.env`.
 * `vite.config.ts` runs the same parser before building, so a malformed value
 * stops the build with a message naming the variable.
 */
import { parseSiteConfig, type SiteConfig } from "./parse-site-config";

export type { GoogleAdsConfig, SiteConfig } from "./parse-site-config";

export const siteConfig: SiteConfig = parseSiteConfig(import.meta.env);

/** True in `react-router dev`; production builds never show stack traces. */
export const isDevelopment: boolean = import.meta.env.DEV;
