/**
 * `npm run bench:batch` (`-- --check` fails on a missed budget): a batch of 1,000 calls on `/check` at the phone's
 * CPU, step 12 of `npm run bench` alone, against the current build; written to its section of BENCHMARKS.md.
 */
import { chromium } from "@playwright/test";
import { freePorts } from "../e2e/ports.ts";
import { batchBudgets, batchReport, measureBatches } from "./lib/batch-bench.ts";
import { writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startSiteServer } from "./lib/site-server.ts";

const [port = 0] = await freePorts(1);
const server = await startSiteServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
try {
  const budgets = batchBudgets(
    await measureBatches(browser, `http://127.0.0.1:${port}`, (message) => {
      console.log(`bench:batch: ${message}`);
    }),
  );
  const report = batchReport(budgets);
  console.log(`\n${report}\n`);
  writeBenchmarkSection("bench-batch", report);
  if (process.argv.includes("--check") && budgets.some(([, , , met]) => !met)) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
