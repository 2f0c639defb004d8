import { defineConfig } from "vitest/config";
import { parseSiteConfig } from "./app/config/env-schema.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The defaults, as a build without a .env has them (vite.config.ts).
  define: { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})) },
  test: {
    environment: "happy-dom",
    // Scripts the page adds (the ad tag) are not fetched; treat them as loaded, quietly.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ["tests/**/*.test.{ts,tsx}"],
    setupFiles: ["tests/setup.ts"],
    restoreMocks: true,
  },
});
