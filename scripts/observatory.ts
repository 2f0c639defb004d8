/**
 * `npm run observatory`: Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) grades the headers of
 * `npm start`'s server as a visitor gets them, behind TLS. Needs root (ports 80 and 443), nginx and openssl.
 */
import { execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePorts } from "../e2e/ports.ts";
import { startNginx } from "./lib/nginx.ts";
import { startSiteServer, waitUntilAnswering } from "./lib/site-server.ts";

const [NODE_PORT = 0] = await freePorts(1);
const work = mkdtempSync(join(tmpdir(), "vigil-observatory-"));
const children: ChildProcess[] = [];

try {
  execFileSync("tsx", ["scripts/ensure-build.ts"], { stdio: "inherit" });

  // A throwaway certificate for localhost, trusted by the scanner alone.
  const cert = join(work, "cert.pem");
  const key = join(work, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );

  children.push(await startSiteServer(NODE_PORT, { trustProxy: "127.0.0.1" }));

  // The scanner only speaks to https://HOST:443 and http://HOST:80: nginx terminates TLS in front of the Node
  // server, as any TLS terminator would in production, and adds no header of its own; it says the request came
  // over HTTPS with X-Forwarded-Proto, which the Node server believes from 127.0.0.1 (TRUST_PROXY).
  children.push(
    startNginx(
      work,
      `    server {
        listen 127.0.0.1:80;
        listen [::1]:80;
        return 301 https://localhost$request_uri;
    }
    server {
        listen 127.0.0.1:443 ssl;
        listen [::1]:443 ssl;
        ssl_certificate ${cert};
        ssl_certificate_key ${key};
        location / {
            proxy_pass http://127.0.0.1:${NODE_PORT};
            proxy_set_header Host $host;
            # The Node server adds HSTS and upgrade-insecure-requests only to what came over HTTPS.
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }`,
    ),
  );
  await waitUntilAnswering("http://127.0.0.1:80/");

  const scanner = join(work, "scanner");
  mkdirSync(scanner);
  console.log("observatory: installing @mdn/mdn-http-observatory (scripts off)");
  execFileSync(
    "npm",
    ["install", "--prefix", scanner, "--ignore-scripts", "--no-audit", "--no-fund", "@mdn/mdn-http-observatory"],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const packageDir = join(scanner, "node_modules", "@mdn", "mdn-http-observatory");
  // What its install script (not run) would download; empty lists suffice to scan localhost.
  writeFileSync(join(packageDir, "conf", "hsts-preload.json"), "{}");
  writeFileSync(join(packageDir, "conf", "tld-list.json"), "[]");

  const output = execFileSync("node", [join(packageDir, "src", "scan.js"), "localhost"], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: resolve(cert) },
    encoding: "utf8",
  });
  const result = JSON.parse(output) as {
    scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
    tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
  };
  console.log(
    `observatory: grade ${result.scan.grade}, score ${result.scan.score}, ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(
      `  ${test.pass ? "pass" : "FAIL"} ${name}: ${test.result} (${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier})`,
    );
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => {
    rmSync(work, { recursive: true, force: true });
  }, 500);
}
