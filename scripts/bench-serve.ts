/**
 * `npm run bench:serve`: load on the production server with autocannon (100 connections, 10 s each) on `/`
 * with brotli and on the largest script every page loads. Prints requests/s, p99 latency, errors and non-2xx responses, writes them
 * to BENCHMARKS.md, and exits non-zero if any request failed.
 */
import autocannon from "autocannon";
import { readdirSync, statSync } from "node:fs";
import { freePorts } from "../e2e/ports.ts";
import { machineLine, writeBenchmarkSection } from "./lib/benchmarks-file.ts";
import { startSiteServer } from "./lib/site-server.ts";

const [port = 0] = await freePorts(1);
const origin = `http://127.0.0.1:${port}`;
// The largest script (React DOM's chunk); its size, not its name, finds it.
const largestScript = readdirSync("build/client/assets")
  .filter((file) => file.endsWith(".js"))
  .sort((a, b) => statSync(`build/client/assets/${b}`).size - statSync(`build/client/assets/${a}`).size)[0];
if (!largestScript) throw new Error("No build: run npm run build first.");

const targets = [
  { name: "/ (brotli)", path: "/", headers: { "accept-encoding": "br" } },
  { name: `/assets/${largestScript} (brotli)`, path: `/assets/${largestScript}`, headers: { "accept-encoding": "br" } },
];

const server = await startSiteServer(port);

try {
  const rows: string[] = [];
  let failed = false;
  for (const target of targets) {
    process.stdout.write(`bench:serve: ${target.name} for 10 s … `);
    const result = await autocannon({
      url: origin + target.path,
      connections: 100,
      duration: 10,
      headers: target.headers,
    });
    const row = {
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
    console.log(`${row.rps} req/s, p99 ${row.p99} ms, ${row.errors} errors, ${row.non2xx} non-2xx`);
    failed ||= row.errors > 0 || row.non2xx > 0;
    rows.push(`| ${target.name} | ${row.rps} | ${row.p99} | ${row.errors} | ${row.non2xx} |`);
  }

  writeBenchmarkSection(
    "bench-serve",
    `## Production server under load (\`npm run bench:serve\`)

${machineLine()}. autocannon, 100 connections, 10 s per target, server and load generator on the same machine.

| Target | Requests/s (mean) | p99 latency (ms) | Errors | Non-2xx |
| --- | ---: | ---: | ---: | ---: |
${rows.join("\n")}`,
  );
  if (failed) {
    console.error("bench:serve: some requests failed");
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
}
