/**
 * The command line's batch (issue 42): 10,000 calls of 20 to 40 turns, each a plain-text file in one folder, checked
 * by the built `vigil-check` as a pipeline runs it (a JSON report to a file), over every core. Its time is the whole
 * process's, from start to exit, the median of three runs.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { machineLine } from "./benchmarks-file.ts";
import { ms, type Budget } from "./bench-budgets.ts";
import { TARGETS } from "./budgets.ts";
import { syntheticCall } from "./measure-check.ts";
import { median } from "./measure-page.ts";

const CALLS = 10_000;
const RUNS = 3;
const BIN = "packages/call-check/dist/bin/vigil-check.js";

/**
 * A folder holding `count` calls in a folder `calls/`, the corpus's plain-text lines cut into 20 to 40 turns each: the
 * batch this bench and the browser's (./batch-bench.ts) check.
 */
export function writeCalls(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "vigil-bench-calls-"));
  mkdirSync(join(folder, "calls"));
  const lines = syntheticCall(count * 30).split("\n");
  let at = 0;
  for (let call = 0; call < count; call++) {
    const turns = 20 + (call % 21);
    writeFileSync(join(folder, "calls", `call-${call}.txt`), `${lines.slice(at, at + turns).join("\n")}\n`);
    at += turns;
  }
  return folder;
}

export function measureCli(log: (message: string) => void): number[] {
  log("building the package");
  execFileSync("npm", ["run", "build", "-w", "vigil-call-check"], { stdio: "ignore" });
  const folder = writeCalls(CALLS);
  try {
    return Array.from({ length: RUNS }, (_, run) => {
      log(`${CALLS.toLocaleString("en-US")} calls, run ${run + 1}/${RUNS}`);
      const started = performance.now();
      try {
        execFileSync(
          process.execPath,
          [resolve(BIN), "--format", "json", "--output", join(folder, "report.json"), "calls"],
          {
            cwd: folder,
            stdio: "ignore",
          },
        );
      } catch (error) {
        // Exit status 1: the calls break rules, as they are meant to.
        if ((error as { status?: number }).status !== 1) throw error;
      }
      const took = performance.now() - started;
      // A run that checked less than every call (a script not found exits 1 too) is no measurement.
      const { calls } = JSON.parse(readFileSync(join(folder, "report.json"), "utf8")) as { calls: unknown[] };
      if (calls.length !== CALLS) throw new Error(`bench:cli: ${calls.length} of ${CALLS} calls reported`);
      rmSync(join(folder, "report.json"));
      return took;
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const cliBudgets = (runs: number[]): Budget[] => [
  [
    `vigil-check, ${CALLS.toLocaleString("en-US")} calls of 20 to 40 turns`,
    `${ms(median(runs))} (runs: ${runs.map(ms).join(", ")})`,
    `≤ ${TARGETS.cliTenThousandCallsMs} ms`,
    median(runs) <= TARGETS.cliTenThousandCallsMs,
  ],
];

export const cliReport = (budgets: readonly Budget[]): string => `## The command line (\`npm run bench:cli\`)

${machineLine()}. Medians of ${RUNS} runs of the built \`vigil-check\` (\`${BIN}\`) on a folder of ${CALLS.toLocaleString("en-US")} plain-text calls, the corpus's lines cut into 20 to 40 turns each, with a JSON report written to a file: the whole process, from its start to its exit, over worker threads on every core.

| Budget | Measured | Target | Met |
| --- | --- | --- | --- |
${budgets.map(([name, measured, target, met]) => `| ${name} | ${measured} | ${target} | ${met ? "yes" : "no"} |`).join("\n")}`;
