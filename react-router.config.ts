import type { Config } from "@react-router/dev/config";
import { prerenderedPages } from "./app/config/pages.ts";
import { finishBuild } from "./scripts/build/finish-build.ts";

/** A static site: every page is prerendered at build time, then finished for hosting by `buildEnd`. */
export default {
  ssr: false,
  // The e2e tests build a second copy, with ads configured, elsewhere (scripts/build-e2e-ads.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderedPages.map((page) => page.path),
  // Static hosting has no /__manifest endpoint: ship the whole (tiny) route manifest.
  routeDiscovery: { mode: "initial" },
  subResourceIntegrity: true,
  // React Router calls it after prerendering, which it needs: it rewrites the prerendered pages.
  buildEnd: finishBuild,
} satisfies Config;
