import mdx from "@astrojs/mdx";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { entrySignatures } from "./scripts/build/entry-signatures.ts";
import { finishBuild } from "./scripts/build/finish-build.ts";
import { inlineScripts } from "./scripts/build/inline-script-plugin.ts";
import { siteConfiguration } from "./scripts/build/site-configuration.ts";
import { indexedUrls } from "./scripts/lib/built-pages.ts";

/** `npm run build` writes build/client (the site) and build/server; the e2e tests build a second copy elsewhere. */
const buildDirectory = process.env.BUILD_DIR ?? "build";
const site = siteConfiguration();

/** A static site: every page is rendered to HTML at build; React renders the components, islands hydrate. */
export default defineConfig({
  site: site.config.siteUrl,
  outDir: `${buildDirectory}/client`,
  // Pages live at clean URLs ("/privacy"), written as privacy/index.html; hashed files under /assets/.
  trailingSlash: "never",
  build: { format: "directory", assets: "assets" },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    // `client:firstuse`: an island that starts when the visitor first uses it (src/lib/client-first-use.ts).
    {
      name: "client-first-use",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "firstuse", entrypoint: "./src/lib/client-first-use.ts" });
        },
      },
    },
    // The regulation guides and industry pages (src/guides/).
    mdx(),
    // The indexed pages only, as each page says in its HTML (the confirmation and not-found pages are noindex).
    sitemap({ filter: (url) => indexedUrls(`${buildDirectory}/client`, site.config.siteUrl).has(url) }),
    // Last: it compresses what the others wrote.
    finishBuild({ buildDirectory, config: site.config, warnings: site.warnings }),
  ],
  vite: {
    plugins: [
      tailwindcss(),
      inlineScripts(),
      // Shared modules stay in the island that loads them first (decision 028).
      entrySignatures(),
    ],
    define: site.define,
    // ES module workers: the checker's worker loads a batch's code only when a batch comes (decision 028).
    worker: { format: "es" },
  },
});
