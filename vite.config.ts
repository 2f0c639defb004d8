import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parseSiteConfig } from "./app/config/env-schema.ts";

export default defineConfig(({ mode }) => {
  // Checked once, here: a malformed value stops the build naming the variable, and the app gets the values.
  const siteConfig = parseSiteConfig(loadEnv(mode, process.cwd(), "VITE_"));

  return {
    plugins: [tailwindcss(), reactRouter()],
    define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
    resolve: { tsconfigPaths: true },
  };
});
