/**
 * One Lighthouse run (mobile, simulated) of a served build, with what its LCP waited for: the LCP element, and the
 * requests of the simulated load with their start and end times. For finding why a build's LCP moved.
 *
 *   tsx scripts/research/lighthouse-detail.ts <build dir> [--path /]
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { resolve } from "node:path";
import { freePorts } from "../../e2e/ports.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "../lib/chromium.ts";
import { startSiteServer } from "../lib/site-server.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { path: { type: "string", default: "/" } },
});
const [dir] = positionals;
if (!dir) throw new Error("usage: lighthouse-detail.ts <build dir> [--path /]");
const [port = 0] = await freePorts(1);
const server = await startSiteServer(port, { clientDir: resolve(dir, "client") });
const browser = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
});
try {
  const result = await lighthouse(`http://127.0.0.1:${port}${values.path}`, {
    port: browser.port,
    output: "json",
    logLevel: "error",
  });
  const audits = result?.lhr.audits ?? {};
  console.log(
    "FCP",
    audits["first-contentful-paint"]?.numericValue,
    "LCP",
    audits["largest-contentful-paint"]?.numericValue,
  );
  const lcp = audits["lcp-breakdown-insight"]?.details as { items?: { type?: string; node?: { snippet?: string } }[] };
  console.log("LCP element", lcp.items?.find((item) => item.type === "node")?.node?.snippet ?? "(not reported)");
  const requests = (audits["network-requests"]?.details as { items?: Record<string, unknown>[] }).items ?? [];
  for (const request of requests) {
    console.log(
      String(request.url)
        .replace(/^http:\/\/127\.0\.0\.1:\d+/, "")
        .slice(0, 60)
        .padEnd(60),
      "start",
      Math.round(Number(request.networkRequestTime)),
      "end",
      Math.round(Number(request.networkEndTime)),
      "bytes",
      request.transferSize,
      request.priority,
    );
  }
} finally {
  browser.kill();
  server.kill();
}
