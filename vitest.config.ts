/**
 * Unit and component tests, with the site's own Vite configuration (Astro's: the React renderer, the `#src/` imports,
 * the checked build-time configuration), so a component renders here as it does at build.
 *
 * Two projects, by what a file may leave behind. The files that say `// @vitest-environment node` and mock no module
 * share their workers (`isolate: false`: no worker, environment and module graph set up again for each file; a fifth
 * of the suite's wall time on two cores), as they leave no page behind. The component and page tests, and a file that
 * mocks a module (its mock must meet a fresh module graph), keep one fresh worker each: one document is shared by every
 * file a worker runs, and a module once loaded stays loaded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getViteConfig } from "astro/config";

const FOLDERS = ["tests", "packages/call-check/test"];
const TEST_FILE = /\.test\.tsx?$/;
const NODE_PRAGMA = /^\/\/ @vitest-environment node\b/m;
const MOCKS = /\bvi\.(do)?mock\(/;

const files = FOLDERS.flatMap((folder) =>
  readdirSync(join(import.meta.dirname, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => TEST_FILE.test(name))
    .map((name) => join(folder, name)),
);
const shared = files.filter((file) => {
  const text = readFileSync(join(import.meta.dirname, file), "utf8");
  return NODE_PRAGMA.test(text) && !MOCKS.test(text);
});

export default getViteConfig({
  test: {
    environment: "happy-dom",
    // Scripts the page adds (the ad tag) are not fetched; treat them as loaded, quietly.
    environmentOptions: {
      happyDOM: { settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true } },
    },
    setupFiles: ["tests/setup.ts"],
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: "shared", include: shared, isolate: false } },
      { extends: true, test: { name: "isolated", include: files.filter((file) => !shared.includes(file)) } },
    ],
  },
});
