/**
 * What Lighthouse's simulation counts for a page's paint metrics: one mobile Lighthouse run against `url`, then
 * the simulated start and end of every request and main-thread task in each paint metric's graph, in the order
 * they end. The last row is the metric. How decision 011 found what delayed LCP.
 *
 *   tsx scripts/research/lantern-graph.ts http://127.0.0.1:4501/ [--metric LargestContentfulPaint]
 */
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { parseArgs } from "node:util";
import { chromiumPath } from "../lib/chromium.ts";
import { runLighthouse } from "../lib/lighthouse-run.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { metric: { type: "string", default: "ContentfulPaint" } },
});
const [url] = positionals;
if (!url) throw new Error("usage: lantern-graph.ts <url> [--metric LargestContentfulPaint]");

const result = await runLighthouse(url, "mobile", chromiumPath());
console.log(`Lighthouse: FCP ${Math.round(result.fcp)} ms, LCP ${Math.round(result.lcp)} ms`);

const path = (address: string) => address.replace(/^https?:\/\/[^/]+/, "");
const describe = (node: Lantern.Graph.Node): string => {
  if (node.type === "network") return `${path(node.request.url)} [${node.request.priority}]`;
  const events = [...new Set(node.childEvents.map((event) => event.name))].slice(0, 6).join(", ");
  const scripts = [...node.getEvaluateScriptURLs()].map(path).join(" ");
  return `main thread: ${events}${scripts ? ` (${scripts})` : ""}`;
};

for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
  if (!label.includes(values.metric)) continue;
  console.log(`\n${label}`);
  const rows = [...timings.entries()].sort(([, a], [, b]) => a.endTime - b.endTime);
  for (const [node, timing] of rows) {
    const span = `${Math.round(timing.startTime)}`.padStart(6) + `${Math.round(timing.endTime)}`.padStart(6);
    console.log(`${span}  ${describe(node)}`);
  }
}
