import type { Config } from "@react-router/dev/config";
import { prerenderedPages } from "./app/config/pages.ts";

/**
 * A static site: every page is prerendered at build time and hydrated in the browser. `/404` is rendered by
 * the catch-all route; the postbuild step turns it into `404.html` for static hosts and for our own server.
 */
export default {
  ssr: false,
  // The e2e tests build a second copy, with ads configured, elsewhere (scripts/build-e2e-ads.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderedPages.map((page) => page.path),
  // Static hosting has no /__manifest endpoint: ship the whole (tiny) route manifest.
  routeDiscovery: { mode: "initial" },
  subResourceIntegrity: true,
} satisfies Config;
