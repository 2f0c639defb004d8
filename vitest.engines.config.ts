/**
 * The smoke tests in other engines than Chromium (engines/), in the engine ENGINE names: `npm run test:firefox`
 * (part of `npm test`) and `npm run test:webkit` (under xvfb-run). They drive the production build served by the
 * production server.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["engines/**/*.test.ts"],
    globalSetup: ["engines/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
