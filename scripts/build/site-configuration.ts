/**
 * The build-time configuration, read once when Astro loads its config: the `VITE_*` variables from the environment
 * and `.env` files, checked by the schema (src/config/env-schema.ts). A malformed value stops the build with a
 * message naming the variable; the checked values reach the components through Vite's `define`
 * (src/config/site-config.ts), so no parser runs in the browser.
 */
import { loadEnv } from "vite";
import { parseSiteConfig, type SiteConfig } from "#src/config/env-schema.ts";
import { launchWarnings } from "#src/config/launch-warnings.ts";

export interface SiteConfiguration {
  config: SiteConfig;
  /** What a launch must not go without, printed at the end of the build. */
  warnings: string[];
  /** For Vite's `define`. */
  define: Record<string, string>;
}

export function siteConfiguration(): SiteConfiguration {
  // Astro sets NODE_ENV before it loads its config: "development" for `astro dev`, else "production".
  const mode = process.env.NODE_ENV === "development" ? "development" : "production";
  const config = parseSiteConfig(loadEnv(mode, process.cwd(), "VITE_"));
  return { config, warnings: launchWarnings(config), define: { __SITE_CONFIG__: JSON.stringify(config) } };
}
