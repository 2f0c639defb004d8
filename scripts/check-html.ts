/**
 * `npm run test:html` (part of `npm test`, after the builds): every HTML page in the client build (`build/client`,
 * or BUILD_DIR's) and, when the e2e tests have built it, in the build with Google Ads (its pages carry the consent
 * island), through the W3C Nu HTML Checker (npm package vnu-jar, run with the machine's Java). Pages are found, not listed, so a new route is checked the day it is built.
 * Any error fails, naming the page, line, column and the checker's message.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_ADS } from "../e2e/ads-fixture.ts";

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

const client = join(process.env.BUILD_DIR ?? "build", "client");
if (!existsSync(client)) {
  console.error(`check-html: no ${client}: run "npm run build" first.`);
  process.exit(1);
}
const clients = [client, ...[join(E2E_ADS.buildDirectory, "client")].filter(existsSync)];
const pages = clients
  .flatMap((directory) => readdirSync(directory, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();
if (pages.length === 0) {
  console.error(`check-html: no HTML page in ${client}: run "npm run build" first.`);
  process.exit(1);
}

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const run = spawnSync("java", ["-jar", vnuJar, "--stdout", "--format", "json", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  console.error(
    `check-html: could not run Java (${run.error.message}). The Nu HTML Checker needs a Java runtime ` +
      "(11 or newer) on PATH; on Debian: apt-get install default-jre-headless (.ci/run installs it).",
  );
  process.exit(1);
}

let messages: NuMessage[];
try {
  messages = (JSON.parse(run.stdout) as { messages: NuMessage[] }).messages;
} catch {
  console.error(`check-html: the checker's output is not JSON (exit ${run.status}):\n${run.stdout}${run.stderr}`);
  process.exit(1);
}

const pageOf = (message: NuMessage) => (message.url ? relative(".", fileURLToPath(message.url)) : "(checker)");
const isError = (message: NuMessage) => message.type !== "info";
const isWarning = (message: NuMessage) => message.type === "info" && message.subType === "warning";

for (const message of messages.filter((message) => isError(message) || isWarning(message))) {
  const where = `${pageOf(message)}:${message.lastLine ?? "?"}:${message.firstColumn ?? "?"}`;
  const extract = message.extract ? `\n       ${message.extract.replace(/\s+/g, " ").trim()}` : "";
  console.log(`${isError(message) ? "FAIL" : "warn"} ${where} ${message.message}${extract}`);
}
const failedPages = new Set(messages.filter(isError).map(pageOf));
for (const page of pages.map((path) => relative(".", path))) {
  if (!failedPages.has(page)) console.log(`ok   ${page}`);
}
console.log(`${pages.length - failedPages.size} passed, ${failedPages.size} failed`);
process.exitCode = failedPages.size > 0 ? 1 : 0;
