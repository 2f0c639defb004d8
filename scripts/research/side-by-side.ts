/**
 * Two builds (what `npm run build` writes to `build/` or another BUILD_DIR) served at once and measured in
 * alternating runs, so both see the same machine: how a performance mechanism is judged (docs/decisions).
 *
 *   tsx scripts/research/side-by-side.ts <build A> <build B> [--runs 5] [--path /] [--throttling simulate|devtools]
 *     [--only lighthouse,first-input,interactions,bytes]
 *
 * `tsx scripts/research/zero-js-copy.ts build build-zero-js` makes the zero-JS copy of a build to compare with.
 */
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { chromiumPath, CHROMIUM_FLAGS } from "../lib/chromium.ts";
import { freePorts } from "../../e2e/ports.ts";
import { runLighthouse, type Throttling } from "../lib/lighthouse-run.ts";
import { measureFirstInput, measureInteractions, median } from "../lib/measure-page.ts";
import { homePage } from "#src/config/site-pages.ts";
import { kb, routeBytes } from "../lib/route-bytes.ts";
import { startSiteServer } from "../lib/site-server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    only: { type: "string" },
    path: { type: "string", default: "/" },
    throttling: { type: "string", default: "simulate" },
  },
});
const [dirA, dirB] = positionals;
if (!dirA || !dirB) throw new Error("usage: side-by-side.ts <build dir A> <build dir B> [--runs N] [--only …]");
const runs = Number(values.runs);
const only = new Set((values.only ?? "lighthouse,first-input,interactions,bytes").split(","));
const isThrottling = (value: string): value is Throttling => value === "simulate" || value === "devtools";
if (!isThrottling(values.throttling)) throw new Error("--throttling is simulate or devtools");
const throttling = values.throttling;

const [portA = 0, portB = 0] = await freePorts(2);
const builds = [
  { name: dirA, port: portA, figures: new Map<string, number[]>() },
  { name: dirB, port: portB, figures: new Map<string, number[]>() },
];
const record = (build: (typeof builds)[number], figure: string, value: number) => {
  build.figures.set(figure, [...(build.figures.get(figure) ?? []), value]);
};

if (only.has("bytes")) {
  for (const build of builds) {
    const [home] = routeBytes(resolve(build.name, "client"), [homePage]);
    console.log(`${build.name}: JavaScript for / ${kb(home?.js.gzip ?? 0)} gzip, CSS ${kb(home?.css.gzip ?? 0)} gzip`);
  }
}

// Bytes come from the files; a browser is needed only for the timed figures.
if (!["lighthouse", "first-input", "interactions"].some((figure) => only.has(figure))) process.exit(0);

const chrome = chromiumPath();
const servers = await Promise.all(
  builds.map((build) => startSiteServer(build.port, { clientDir: resolve(build.name, "client") })),
);
const browser = await chromium.launch({ executablePath: chrome, args: [...CHROMIUM_FLAGS] });
try {
  for (let run = 1; run <= runs; run++) {
    // Alternate which build goes first, so neither always runs right after the other.
    const order = run % 2 === 1 ? builds : [...builds].reverse();
    for (const build of order) {
      const url = `http://127.0.0.1:${build.port}${values.path}`;
      console.log(`run ${run}/${runs}: ${build.name}`);
      if (only.has("lighthouse")) {
        const result = await runLighthouse(url, "mobile", chrome, throttling);
        record(build, "Lighthouse performance", result.performance);
        record(build, "LCP (ms)", result.lcp);
        record(build, "TBT (ms)", result.tbt);
        record(build, "FCP (ms)", result.fcp);
      }
      if (only.has("first-input")) {
        const { fcp, effect } = await measureFirstInput(browser, url);
        record(build, "phone: first paint (ms)", fcp);
        record(build, "phone: first input takes effect (ms)", effect);
      }
      if (only.has("interactions")) {
        const result = await measureInteractions(browser, url);
        record(build, "Mitigate (ms, 4× CPU)", result.mitigate);
        record(build, "industry switch (ms, 4× CPU)", result.switchIndustry);
        record(build, "card turn (ms, 4× CPU)", result.flip);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill("SIGTERM");
}

const figures = [...(builds[0]?.figures.keys() ?? [])];
console.log(`\n| Figure (median of ${runs}) | ${builds.map((build) => build.name).join(" | ")} |`);
console.log(`| --- | ${builds.map(() => "---:").join(" | ")} |`);
for (const figure of figures) {
  const cells = builds.map((build) => {
    const all = build.figures.get(figure) ?? [];
    return `${Math.round(median(all))} (${all.map((value) => Math.round(value)).join(", ")})`;
  });
  console.log(`| ${figure} | ${cells.join(" | ")} |`);
}
