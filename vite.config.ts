import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parseSiteConfig } from "./app/config/env-schema.ts";

/** React, React DOM and React Router: what every page runs first. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export default defineConfig(({ mode }) => {
  // Checked once, here: a malformed value stops the build naming the variable, and the app gets the values.
  const siteConfig = parseSiteConfig(loadEnv(mode, process.cwd(), "VITE_"));

  return {
    plugins: [tailwindcss(), reactRouter()],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    resolve: { tsconfigPaths: true },
    build: {
      // Lazy chunks load after the first view, when the order of their few dependencies hardly matters;
      // preloading each one from script costs more main-thread time than the waterfall it saves.
      modulePreload: false,
      rolldownOptions: {
        output: {
          // One chunk instead of four: every page loads all of it anyway, and one file compresses ~4 KB smaller.
          codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] },
          // Chrome compiles this chunk on a background thread while it downloads, instead of function by
          // function on the main thread during hydration (V8 explicit compile hints).
          postBanner: (chunk) =>
            chunk.moduleIds.some((id) => FRAMEWORK.test(id)) ? "//# allFunctionsCalledOnLoad" : "",
        },
      },
    },
  };
});
