/**
 * `npm run bench:cli` (`-- --check` fails on a missed budget): the command line's batch, step 11 of `npm run bench`
 * alone; written to its section of BENCHMARKS.md.
 */
import { writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { cliBudgets, cliReport, measureCli } from "./lib/cli-bench.ts";

const budgets = cliBudgets(
  measureCli((message) => {
    console.log(`bench:cli: ${message}`);
  }),
);
const report = cliReport(budgets);
console.log(`\n${report}\n`);
writeBenchmarkSection("bench-cli", report);
if (process.argv.includes("--check") && budgets.some(([, , , met]) => !met)) process.exitCode = 1;
