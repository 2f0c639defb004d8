/**
 * The Markdown sections `npm run bench` writes to BENCHMARKS.md: the web performance budgets, then every figure
 * behind them (Lighthouse per page, interaction timings); and the bytes of both builds, page by page.
 */
import { machineLine } from "./benchmarks-file.ts";
import { ms, type BenchResults, type Budget, type BuildBytes } from "./bench-budgets.ts";
import { eventMs, median } from "./measure-page.ts";
import { size } from "./page-js.ts";
import { kb } from "./route-bytes.ts";

const budgetTable = (budgets: readonly Budget[]) => `| Budget | Measured | Target | Met |
| --- | ---: | ---: | :---: |
${budgets.map(([name, value, target, met]) => `| ${name} | ${value} | ${target} | ${met ? "yes" : "**no**"} |`).join("\n")}`;

/** The report of one run; `lighthouse` is the version and the number of runs each median is taken from. */
export function benchReport(
  { lighthouseRows, devtools, scriptTiming, firstInput, interactions }: BenchResults,
  budgets: readonly Budget[],
  lighthouse: { version: string; runs: number },
): string {
  return `## Web performance (\`npm run bench\`)

${machineLine()}. Lighthouse ${lighthouse.version} with simulated throttling (mobile default, desktop preset), medians of ${lighthouse.runs} runs, against the production server on 127.0.0.1; for the landing page also with devtools throttling (the network and CPU really slowed down while it loads). "Zero-JS" is the same page with every script removed, served by the same server: the floor for paint times and the first input, and for blocking time the share of it that is the browser's own work on this machine.

### Budgets

${budgetTable(budgets)}

The byte budgets, page by page in both builds, are in "Bytes per page".

### Lighthouse

| Page | Form factor | Perf | A11y | BP | SEO | FCP | LCP | LCP zero-JS | TBT | TBT zero-JS | CLS | Speed Index | Bytes |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${lighthouseRows
  .map(
    ({ page, formFactor, result, zeroJs }) =>
      `| ${page} | ${formFactor} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.seo} | ${ms(result.fcp)} | ${ms(result.lcp)} | ${zeroJs ? ms(zeroJs.lcp) : "–"} | ${ms(result.tbt)} | ${zeroJs ? ms(zeroJs.tbt) : "–"} | ${result.cls.toFixed(3)} | ${ms(result.speedIndex)} | ${kb(result.bytes)} |`,
  )
  .join("\n")}
| / (devtools throttling) | mobile | ${devtools.site.performance} | ${devtools.site.accessibility} | ${devtools.site.bestPractices} | ${devtools.site.seo} | ${ms(devtools.site.fcp)} | ${ms(devtools.site.lcp)} | ${ms(devtools.zeroJs.lcp)} | ${ms(devtools.site.tbt)} | ${ms(devtools.zeroJs.tbt)} | ${devtools.site.cls.toFixed(3)} | ${ms(devtools.site.speedIndex)} | ${kb(devtools.site.bytes)} |

SEO on the pages that are \`noindex\` (the confirmation and not-found pages) is lower by design. Best Practices on the unknown path counts the spec's \`console.error\` of the missing path.

### Interaction (Chromium)

| Measure | Value |
| --- | ---: |
| Phone, first paint of / | ${ms(median(firstInput.firstPaint))} |
| Phone, first input: a tile tapped at first paint shows its panel | ${ms(median(firstInput.site))} (runs: ${firstInput.site.map(ms).join(", ")}) |
| The same on the zero-JS copy | ${ms(median(firstInput.zeroJs))} (runs: ${firstInput.zeroJs.map(ms).join(", ")}) |
${scriptTiming.map(({ path, fcp, early, total }) => `| Phone, ${path}: scripts requested before the first paint (${ms(fcp)}) | ${early} of ${total} |`).join("\n")}
| Mitigate (Event Timing, 4× CPU) | ${eventMs(median(interactions.mitigate))} |
| Industry switch | ${eventMs(median(interactions.switchIndustry))} |
| Card turn (pointer enters) | ${eventMs(median(interactions.flip))} |

The phone profile is 4× CPU slowdown, 150 ms round trip and 1.6 Mbps down; a tap that is dropped is repeated until one takes effect, and the time is that of the first frame that shows the tapped industry's panel. Event Timing reports interactions of 16 ms or more; "< 16 ms" means none reached it.`;
}

/** The bytes section: the byte budgets, then a table per build. */
export function bytesReport(builds: readonly BuildBytes[], budgets: readonly Budget[]): string {
  return `## Bytes per page (\`npm run bench\`, or \`npm run bench -- --bytes\` alone)

${machineLine()}. Read from the two builds' files (deterministic): the build without ads (\`npm run build\`) and the build with Google Ads configured (\`npm run build:ads\`, the e2e tests' test account). A page's JavaScript is every script it loads and every module its islands import at once, with the scripts written into its HTML; Google's tag, loaded from Google only after Accept, is not counted. \`npm run test:bytes\` checks the same budgets.

### Budgets

${budgetTable(budgets)}

${builds
  .map(
    ({ build, routes, js }) => `### Build ${build.name} (\`${build.client}\`)

| Route | JS gzip (raw) | Inline JS gzip | JS budget | On demand gzip | HTML brotli | CSS gzip | Fonts | Modules |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${routes
  .map((route) => {
    const row = js.find(({ page }) => page.path === route.route);
    const budget = row ? (row.budget === 0 ? "none" : size(row.budget)) : "–";
    const met = row && !row.met ? " **over**" : "";
    const loaded = route.js.raw === 0 ? "none" : `${kb(route.js.gzip)} (${kb(route.js.raw)})`;
    const inline = route.inlineJs.raw === 0 ? "none" : size(route.inlineJs.gzip);
    const onDemand = route.lazyJs.gzip + route.workers.gzip;
    const lazy = route.lazyJs.raw + route.workers.raw === 0 ? "none" : kb(onDemand);
    return `| ${route.route} | ${loaded} | ${inline} | ${budget}${met} | ${lazy} | ${kb(route.html.brotli)} | ${kb(route.css.gzip)} | ${kb(route.fonts.raw)} | ${route.chunks.join(", ") || "none"} |`;
  })
  .join("\n")}`,
  )
  .join("\n\n")}

"On demand" is what loads only on use: on \`/\`, the speech code of Play the call, on its first press; on \`/check\`, the checker's Web Worker, started with its island when the form is first used (and its same code on the page, only if a worker cannot start). \`/check\`'s island itself loads on that first use too, not at load (decision 019).`;
}
