/**
 * Unit and component tests, with the site's own Vite configuration (Astro's: the React renderer, the `#src/` imports,
 * the checked build-time configuration), so a component renders here as it does at build.
 *
 * Two projects, by what a file may leave behind (set apart here from each file's own text, so a new file lands in one):
 * - "shared": the files that say `// @vitest-environment node` and mock no module run one after another in the same
 *   worker (`isolate: false`), as they leave no page behind; no worker, environment and module graph is set up again
 *   for each of them.
 * - "isolated": the component and page tests (happy-dom: one document per worker, which a file may leave changed) and a
 *   file that mocks a module (its mock must meet a fresh module graph) each get a fresh one.
 * A test that touches no page says `// @vitest-environment node`. On a shared two-core machine, side by side: 70–103 s
 * → 33–56 s of wall time for the suite, 82–99 s → 46–53 s of CPU.
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
      // A fresh VM context per file (its own globals, document and module graph) in a reused thread: the isolation of
      // one worker per file, without starting one (12.7 → 7.6 s for these ten files).
      {
        extends: true,
        test: { name: "isolated", include: files.filter((file) => !shared.includes(file)), pool: "vmThreads" },
      },
    ],
  },
});
