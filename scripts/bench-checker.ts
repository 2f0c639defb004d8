/**
 * `npm run bench:checker` (`-- --check` fails on a missed budget): step 10 of `npm run bench` alone, "Check a call"
 * on the phone profile, against the current build; written to its section of BENCHMARKS.md.
 */
import { chromium } from "@playwright/test";
import { freePorts } from "../e2e/ports.ts";
import { writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { checkerBudgets, checkerReport, measureChecker } from "./lib/checker-bench.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { startSiteServer } from "./lib/site-server.ts";

const [port = 0] = await freePorts(1);
const server = await startSiteServer(port);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
try {
  const budgets = checkerBudgets(
    await measureChecker(browser, `http://127.0.0.1:${port}`, (message) => {
      console.log(`bench:checker: ${message}`);
    }),
  );
  const report = checkerReport(budgets);
  console.log(`\n${report}\n`);
  writeBenchmarkSection("bench-checker", report);
  if (process.argv.includes("--check") && budgets.some(([, , , met]) => !met)) process.exitCode = 1;
} finally {
  await browser.close();
  server.kill("SIGTERM");
}
