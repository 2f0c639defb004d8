/**
 * Unit and component tests, with the site's own Vite configuration (Astro's: the React renderer, the `#src/` imports,
 * the checked build-time configuration), so a component renders here as it does at build.
 */
import { getViteConfig } from "astro/config";

export default getViteConfig({
  test: {
    environment: "happy-dom",
    // Scripts the page adds (the ad tag) are not fetched; treat them as loaded, quietly.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    include: ["tests/**/*.test.{ts,tsx}", "packages/call-check/test/**/*.test.ts"],
    setupFiles: ["tests/setup.ts"],
    restoreMocks: true,
  },
});
