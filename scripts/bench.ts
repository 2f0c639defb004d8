/**
 * `npm run bench` (`-- --check` fails on a missed budget): the steps numbered below, against the same pages with no
 * JavaScript, written to BENCHMARKS.md. Never part of `npm test`: timings on this shared machine are too noisy.
 * The bytes of both builds, without Google Ads and with it, go to a section of their own; `-- --bytes` measures only
 * those (no browser).
 */
import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { freePorts } from "../e2e/ports.ts";
import { notFoundPage } from "#src/config/site-pages.ts";
import { pagesWithUrls } from "./lib/built-pages.ts";
import { benchBudgets, byteBudgets, type BenchResults, type Budget, type BuildBytes } from "./lib/bench-budgets.ts";
import { benchReport, bytesReport } from "./lib/bench-report.ts";
import { writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { CONSENT_SCRIPT_PAGES } from "./lib/budgets.ts";
import { BUILDS } from "./lib/builds.ts";
import { checkerBudgets, checkerReport, measureChecker, type CheckerResults } from "./lib/checker-bench.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import { cliBudgets, cliReport, measureCli } from "./lib/cli-bench.ts";
import { batchBudgets, batchReport, measureBatches, type BatchResults } from "./lib/batch-bench.ts";
import { medianLighthouse as medianOfRuns, type Throttling } from "./lib/lighthouse-run.ts";
import { measureFirstInput, measureInteractions, measureScriptStarts } from "./lib/measure-page.ts";
import { pageJs } from "./lib/page-js.ts";
import { pageFiles, routeBytes } from "./lib/route-bytes.ts";
import { startSiteServer } from "./lib/site-server.ts";
import { BROWSER_OVER_HTTPS, bytesOnTheWire } from "./lib/wire-bytes.ts";
import { makeZeroJsCopy } from "./lib/zero-js.ts";

const check = process.argv.includes("--check");
const bytesOnly = process.argv.includes("--bytes");
const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
).version;
const LIGHTHOUSE_RUNS = 3;
const FIRST_INPUT_RUNS = 7;
const INTERACTION_RUNS = 10;
/** Where the first paint may come with scripts requested: the top of the page, and a shared link to the demo. */
const SCRIPT_TIMING_PATHS = ["/", "/?industry=retail#demo-section"];
/** In the build with Google Ads, the pages that carry the consent script (Google's tag waits for Accept). */
const ADS_SCRIPT_TIMING_PATHS = CONSENT_SCRIPT_PAGES.map((page) => page.path);

const log = (message: string) => {
  console.log(`bench: ${message}`);
};

const medianLighthouse = (
  url: string,
  formFactor: "mobile" | "desktop",
  chrome: string,
  throttling: Throttling = "simulate",
  count = LIGHTHOUSE_RUNS,
) => medianOfRuns(url, formFactor, chrome, { throttling, count, log });

/** Prints the budgets missed, if any; under --check a missed one sets the exit code. */
function reportMissed(budgets: readonly Budget[]): void {
  const missed = budgets.filter(([, , , met]) => !met);
  if (missed.length > 0) {
    console.log(`bench: ${missed.length} budget(s) missed: ${missed.map(([name]) => name).join("; ")}`);
    if (check) process.exitCode = 1;
  } else {
    console.log("bench: every budget met");
  }
}

// 1. Both builds, without Google Ads and with it (the e2e tests' test account)
for (const build of BUILDS) {
  log(`building ${build.name} (${build.command})`);
  execSync(build.command, { stdio: ["ignore", "ignore", "inherit"] });
}

// 2. Bytes, from the builds' files: every page of both builds against its budgets
const buildBytes: BuildBytes[] = BUILDS.map((build) => ({
  build,
  routes: routeBytes(build.client),
  js: pageJs(build),
}));
const bytesBudgets = byteBudgets(buildBytes);
const bytesTable = bytesReport(buildBytes, bytesBudgets);
console.log(`\n${bytesTable}\n`);
writeBenchmarkSection("bench-bytes", bytesTable);
if (bytesOnly) {
  reportMissed(bytesBudgets);
  process.exit();
}

/** Every page the build wrote, and an unknown path (answered with the not-found page). */
const MEASURED = [
  ...pagesWithUrls("build/client").map((page) => ({ name: page.path, path: page.path, indexed: page.indexed, page })),
  { name: "unknown path", path: "/no-such-page", indexed: false, page: notFoundPage },
];

// 3. The zero-JS copy; the build, its copy and the build with ads, each served on a free port
const zeroJsClient = makeZeroJsCopy("build", "build-bench/zero-js");
const adsBuild = BUILDS.find((build) => build.ads);
if (!adsBuild) throw new Error("bench: no build with Google Ads listed");
const chrome = chromiumPath();
const [sitePort = 0, zeroJsPort = 0, adsPort = 0] = await freePorts(3);
const SITE = `http://127.0.0.1:${sitePort}`;
const ZERO_JS = `http://127.0.0.1:${zeroJsPort}`;
const ADS = `http://127.0.0.1:${adsPort}`;
const servers = [
  // As behind a TLS proxy, so that the landing page's response can be measured as sent over HTTPS.
  await startSiteServer(sitePort, { trustProxy: "127.0.0.1" }),
  await startSiteServer(zeroJsPort, { clientDir: zeroJsClient }),
  await startSiteServer(adsPort, { clientDir: adsBuild.client }),
];

try {
  // 4. Lighthouse, simulated throttling: every page, mobile against its zero-JS copy, and desktop
  const lighthouseRows: BenchResults["lighthouseRows"] = [];
  // A page without JavaScript (the guides) is its own zero-JS copy, and its desktop score moves little: one desktop
  // run, no copy. Every page gets three mobile runs, whose scores the budgets hold.
  for (const formFactor of ["mobile", "desktop"] as const) {
    for (const page of MEASURED) {
      const files = pageFiles("build/client", page.page);
      const scripted = files.js.length > 0 || files.inlineJs.length > 0;
      const count = formFactor === "desktop" && !scripted ? 1 : LIGHTHOUSE_RUNS;
      const result = await medianLighthouse(`${SITE}${page.path}`, formFactor, chrome, "simulate", count);
      const zeroJs =
        formFactor === "mobile" && scripted
          ? await medianLighthouse(`${ZERO_JS}${page.path}`, formFactor, chrome)
          : undefined;
      lighthouseRows.push({ page: page.name, formFactor, result, zeroJs });
    }
  }
  // 5. Lighthouse with real (devtools) throttling: the landing page against its zero-JS copy
  const devtools = {
    site: await medianLighthouse(`${SITE}/`, "mobile", chrome, "devtools"),
    zeroJs: await medianLighthouse(`${ZERO_JS}/`, "mobile", chrome, "devtools"),
  };

  // 6. The landing page's response on the wire
  const firstResponse = await bytesOnTheWire(SITE, "/", BROWSER_OVER_HTTPS);

  // 7, 8 and 9. Scripts against the first paint (both builds), the first input, and interactions
  const browser = await chromium.launch({ executablePath: chrome, args: [...CHROMIUM_FLAGS] });
  const scriptTiming: BenchResults["scriptTiming"] = [];
  const firstInput = { site: [] as number[], zeroJs: [] as number[], firstPaint: [] as number[] };
  const interactions = { mitigate: [] as number[], switchIndustry: [] as number[], flip: [] as number[] };
  let checker: CheckerResults;
  let batches: BatchResults;
  try {
    const timed = [
      ...SCRIPT_TIMING_PATHS.map((path) => ({ url: `${SITE}${path}`, path })),
      ...ADS_SCRIPT_TIMING_PATHS.map((path) => ({ url: `${ADS}${path}`, path: `${path}, ${adsBuild.name}` })),
    ];
    for (const { url, path } of timed) {
      log(`scripts against the first paint, ${path}`);
      const { fcp, scriptStarts } = await measureScriptStarts(browser, url);
      scriptTiming.push({
        path,
        fcp,
        early: scriptStarts.filter((start) => start < fcp).length,
        total: scriptStarts.length,
      });
    }
    for (let run = 1; run <= FIRST_INPUT_RUNS; run++) {
      log(`first input on a phone, run ${run}/${FIRST_INPUT_RUNS}`);
      // The two alternate which goes first, so that neither always follows the other.
      const zeroJsFirst = run % 2 === 0;
      if (zeroJsFirst) firstInput.zeroJs.push((await measureFirstInput(browser, `${ZERO_JS}/`)).effect);
      const site = await measureFirstInput(browser, `${SITE}/`);
      firstInput.site.push(site.effect);
      firstInput.firstPaint.push(site.fcp);
      if (!zeroJsFirst) firstInput.zeroJs.push((await measureFirstInput(browser, `${ZERO_JS}/`)).effect);
    }
    for (let run = 1; run <= INTERACTION_RUNS; run++) {
      log(`interactions at 4× CPU slowdown, run ${run}/${INTERACTION_RUNS}`);
      const result = await measureInteractions(browser, `${SITE}/`);
      interactions.mitigate.push(result.mitigate);
      interactions.switchIndustry.push(result.switchIndustry);
      interactions.flip.push(result.flip);
    }
    // 10. Check a call on the phone profile
    checker = await measureChecker(browser, SITE, log);
    // 12. A batch of files on the phone profile (11, the command line, runs below with no browser beside it)
    batches = await measureBatches(browser, SITE, log);
  } finally {
    await browser.close();
  }

  // Budgets, and the report
  const results: BenchResults = {
    lighthouseRows,
    devtools,
    firstResponseBytes: firstResponse.length,
    scriptTiming,
    firstInput,
    interactions,
  };
  const budgets = benchBudgets(results, MEASURED);
  const table = benchReport(results, budgets, { version: LIGHTHOUSE_VERSION, runs: LIGHTHOUSE_RUNS });

  const checkerRows = checkerBudgets(checker);
  const batchRows = batchBudgets(batches);
  // 11. The command line's batch, with no browser or server running beside it
  const cliRows = cliBudgets(
    measureCli((message) => {
      console.log(`bench: ${message}`);
    }),
  );
  const sections = {
    "bench-web": table,
    "bench-checker": checkerReport(checkerRows),
    "bench-cli": cliReport(cliRows),
    "bench-batch": batchReport(batchRows),
  };
  console.log(`\n${Object.values(sections).join("\n\n")}\n`);
  for (const [name, section] of Object.entries(sections)) writeBenchmarkSection(name, section);
  reportMissed([...bytesBudgets, ...budgets, ...checkerRows, ...cliRows, ...batchRows]);
} finally {
  for (const server of servers) server.kill("SIGTERM");
  if (existsSync("build-bench")) rmSync("build-bench", { recursive: true, force: true });
}
