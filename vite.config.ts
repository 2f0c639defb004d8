import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv } from "vite";
import { parseSiteConfig } from "./app/lib/parse-site-config.ts";

export default defineConfig(({ mode }) => {
  // Fail the build early, naming the variable, when configuration is malformed.
  parseSiteConfig(loadEnv(mode, process.cwd(), "VITE_"));

  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: { tsconfigPaths: true },
  };
});
