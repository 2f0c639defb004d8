/**
 * `npm run bench` (`-- --check` fails on a missed budget): the steps numbered below, against the same pages with no
 * JavaScript, written to BENCHMARKS.md. Never part of `npm test`: timings on this shared machine are too noisy.
 */
import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pages, prerenderedPages } from "../src/config/pages.ts";
import { precompress } from "./build/compress.ts";
import { withoutJavaScript } from "./build/defer-hydration.ts";
import { machineLine, writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { BYTE_BUDGETS, TARGETS } from "./lib/budgets.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./lib/chromium.ts";
import {
  eventMs,
  measureFirstInput,
  measureInteractions,
  median,
  runLighthouse,
  type LighthouseResult,
} from "./lib/measure-page.ts";
import { kb, routeBytes } from "./lib/route-bytes.ts";
import { startSiteServer } from "./lib/site-server.ts";

const check = process.argv.includes("--check");
const LIGHTHOUSE_VERSION = (
  JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
).version;
const LIGHTHOUSE_RUNS = 3;
const FIRST_INPUT_RUNS = 7;
const INTERACTION_RUNS = 10;
const SITE = "http://127.0.0.1:4301";
const ZERO_JS = "http://127.0.0.1:4302";
const MEASURED = [
  ...pages.map((page) => ({ name: page.path, path: page.path })),
  { name: "unknown path", path: "/no-such-page" },
];

const log = (message: string) => {
  console.log(`bench: ${message}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;

/** The build's pages with every script removed: what the browser paints without JavaScript. */
function makeZeroJsCopy(): string {
  const root = "build-bench/zero-js";
  rmSync("build-bench", { recursive: true, force: true });
  cpSync("build/client", `${root}/client`, { recursive: true });
  cpSync("build/headers.json", `${root}/headers.json`);
  for (const { file } of prerenderedPages) {
    const path = join(root, "client", file);
    writeFileSync(path, withoutJavaScript(readFileSync(path, "utf8")));
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
  }
  precompress(`${root}/client`);
  return `${root}/client`;
}

async function medianLighthouse(url: string, formFactor: "mobile" | "desktop", chrome: string) {
  const runs: LighthouseResult[] = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    log(`Lighthouse ${formFactor} ${url} run ${run}/${LIGHTHOUSE_RUNS}`);
    const result = await runLighthouse(url, formFactor, chrome);
    // A run Lighthouse could not finish (it happens on this loaded machine) is retried, once per run.
    runs.push(Number.isNaN(result.lcp) ? await runLighthouse(url, formFactor, chrome) : result);
  }
  const keys = Object.keys(runs[0] ?? {}) as (keyof LighthouseResult)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseResult;
}

// 1. Build and the zero-JS copy
log("building");
execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
const zeroJsClient = makeZeroJsCopy();
const chrome = chromiumPath();
const servers = [await startSiteServer(4301), await startSiteServer(4302, { clientDir: zeroJsClient })];

try {
  // 2. Lighthouse
  const lighthouseRows: { page: string; formFactor: string; result: LighthouseResult; zeroJs?: LighthouseResult }[] =
    [];
  for (const formFactor of ["mobile", "desktop"] as const) {
    for (const page of MEASURED) {
      const result = await medianLighthouse(`${SITE}${page.path}`, formFactor, chrome);
      const zeroJs =
        formFactor === "mobile" ? await medianLighthouse(`${ZERO_JS}${page.path}`, formFactor, chrome) : undefined;
      lighthouseRows.push({ page: page.name, formFactor, result, zeroJs });
    }
  }

  // 3. Bytes
  const bytes = routeBytes("build/client");

  // 4 and 5. First input and interactions
  const browser = await chromium.launch({ executablePath: chrome, args: [...CHROMIUM_FLAGS] });
  const firstInput = { site: [] as number[], zeroJs: [] as number[], firstPaint: [] as number[] };
  const interactions = { mitigate: [] as number[], switchIndustry: [] as number[], flip: [] as number[] };
  try {
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
  } finally {
    await browser.close();
  }

  // Budgets
  const home = lighthouseRows.find((row) => row.page === "/" && row.formFactor === "mobile");
  const homeBytes = bytes.find((route) => route.route === "/");
  if (!home?.zeroJs || !homeBytes) throw new Error("bench: missing results for /");
  const lcpRatio = home.result.lcp / home.zeroJs.lcp;
  const firstInputRatio = median(firstInput.site) / median(firstInput.zeroJs);
  const score = (name: string, value: number) =>
    [`${name} (mobile, /)`, value, `= ${TARGETS.lighthouseScore}`, value >= TARGETS.lighthouseScore] as const;
  const interaction = (name: string, values: number[]) =>
    [
      `Interaction: ${name} (4× CPU)`,
      eventMs(median(values)),
      `≤ ${TARGETS.interactionMs} ms`,
      median(values) <= TARGETS.interactionMs,
    ] as const;
  const budgets = [
    score("Performance", home.result.performance),
    score("Accessibility", home.result.accessibility),
    score("Best Practices", home.result.bestPractices),
    score("SEO", home.result.seo),
    [
      "LCP / zero-JS LCP (mobile, /)",
      lcpRatio.toFixed(3),
      `≤ ${TARGETS.lcpRatioToZeroJs}`,
      lcpRatio <= TARGETS.lcpRatioToZeroJs,
    ],
    [
      "TBT (mobile, /)",
      `${ms(home.result.tbt)} (zero-JS copy: ${ms(home.zeroJs.tbt)})`,
      `≤ ${TARGETS.tbtMs} ms`,
      home.result.tbt <= TARGETS.tbtMs,
    ],
    ["CLS (mobile, /)", home.result.cls.toFixed(3), `= ${TARGETS.cls}`, home.result.cls <= TARGETS.cls],
    [
      "First input (phone, /)",
      `${ms(median(firstInput.site))} (zero-JS copy: ${ms(median(firstInput.zeroJs))})`,
      `≤ ${TARGETS.firstInputRatioToZeroJs} × zero-JS`,
      firstInputRatio <= TARGETS.firstInputRatioToZeroJs,
    ],
    [
      "JavaScript for / (gzip)",
      kb(homeBytes.js.gzip),
      `≤ ${kb(BYTE_BUDGETS.jsGzip)}`,
      homeBytes.js.gzip <= BYTE_BUDGETS.jsGzip,
    ],
    [
      "CSS for / (gzip)",
      kb(homeBytes.css.gzip),
      `≤ ${kb(BYTE_BUDGETS.cssGzip)}`,
      homeBytes.css.gzip <= BYTE_BUDGETS.cssGzip,
    ],
    ["Fonts for /", kb(homeBytes.fonts.raw), `≤ ${kb(BYTE_BUDGETS.fonts)}`, homeBytes.fonts.raw <= BYTE_BUDGETS.fonts],
    interaction("Mitigate", interactions.mitigate),
    interaction("industry switch", interactions.switchIndustry),
    interaction("card turn", interactions.flip),
  ] as const;

  const table = `## Web performance (\`npm run bench\`)

${machineLine()}. Lighthouse ${LIGHTHOUSE_VERSION} with simulated throttling (mobile default, desktop preset), medians of ${LIGHTHOUSE_RUNS} runs, against the production server on 127.0.0.1. "Zero-JS" is the same page with every script removed, served by the same server: the floor for paint times and the first input, and for blocking time the share of it that is the browser's own work on this machine.

### Budgets

| Budget | Measured | Target | Met |
| --- | ---: | ---: | :---: |
${budgets.map(([name, value, target, met]) => `| ${name} | ${value} | ${target} | ${met ? "yes" : "**no**"} |`).join("\n")}

### Lighthouse

| Page | Form factor | Perf | A11y | BP | SEO | FCP | LCP | LCP zero-JS | TBT | TBT zero-JS | CLS | Speed Index | Bytes |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lighthouseRows
  .map(
    ({ page, formFactor, result, zeroJs }) =>
      `| ${page} | ${formFactor} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${ms(result.fcp)} | ${ms(result.lcp)} | ${zeroJs ? ms(zeroJs.lcp) : "–"} | ${ms(result.tbt)} | ${zeroJs ? ms(zeroJs.tbt) : "–"} | ${result.cls.toFixed(3)} | ${ms(result.speedIndex)} | ${kb(result.bytes)} |`,
  )
  .join("\n")}

SEO on the pages that are \`noindex\` (the confirmation and not-found pages) is lower by design. Best Practices on the unknown path counts the spec's \`console.error\` of the missing path.

### Bytes per route (from the build)

| Route | JS raw | JS gzip | JS brotli | CSS gzip | Fonts | Chunks |
| --- | ---: | ---: | ---: | ---: | ---: | --- |
${bytes
  .map(
    (route) =>
      `| ${route.route} | ${kb(route.js.raw)} | ${kb(route.js.gzip)} | ${kb(route.js.brotli)} | ${kb(route.css.gzip)} | ${kb(route.fonts.raw)} | ${route.chunks.join(", ")} |`,
  )
  .join("\n")}

### Interaction (Chromium)

| Measure | Value |
| --- | ---: |
| Phone, first paint of / | ${ms(median(firstInput.firstPaint))} |
| Phone, first input: a tile tapped at first paint shows its panel | ${ms(median(firstInput.site))} (runs: ${firstInput.site.map(ms).join(", ")}) |
| The same on the zero-JS copy | ${ms(median(firstInput.zeroJs))} (runs: ${firstInput.zeroJs.map(ms).join(", ")}) |
| Mitigate (Event Timing, 4× CPU) | ${eventMs(median(interactions.mitigate))} |
| Industry switch | ${eventMs(median(interactions.switchIndustry))} |
| Card turn (pointer enters) | ${eventMs(median(interactions.flip))} |

The phone profile is 4× CPU slowdown, 150 ms round trip and 1.6 Mbps down; a tap that is dropped is repeated until one takes effect, and the time is that of the first frame that shows the tapped industry's panel. Event Timing reports interactions of 16 ms or more; "< 16 ms" means none reached it.`;

  console.log(`\n${table}\n`);
  writeBenchmarkSection("bench-web", table);
  const missed = budgets.filter(([, , , met]) => !met);
  if (missed.length > 0) {
    console.log(`bench: ${missed.length} budget(s) missed: ${missed.map(([name]) => name).join("; ")}`);
    if (check) process.exitCode = 1;
  } else {
    console.log("bench: every budget met");
  }
} finally {
  for (const server of servers) server.kill("SIGTERM");
  if (existsSync("build-bench")) rmSync("build-bench", { recursive: true, force: true });
}
