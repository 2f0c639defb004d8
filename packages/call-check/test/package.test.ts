// @vitest-environment node
/**
 * Installable as a user would: `npm pack` of the package, installed into an empty folder with nothing else, and its
 * command run there on Node 24 (this process's) and on Node 20 (the system's, where there is one), with every attempt
 * to open a connection refused (./no-network.mjs).
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CARD_CALL, CLEAN_CALL, CORPUS, scratch } from "./run-cli.ts";

const PACKAGE = join(import.meta.dirname, "..");
const NO_NETWORK = join(import.meta.dirname, "no-network.mjs");
const SYSTEM_NODE = "/usr/bin/node";

/** Node 24 runs this test; Node 20 is the system's on this machine and in CI. */
const nodes = [process.execPath, ...(existsSync(SYSTEM_NODE) ? [SYSTEM_NODE] : [])].map((path) => ({
  path,
  version: execFileSync(path, ["--version"], { encoding: "utf8" }).trim(),
}));

/**
 * A command's exit status and output, without holding this thread while it runs (the tests run side by side, so each
 * may take longer than the default 5 s: they say 60 s).
 */
const exec = (command: string, argv: readonly string[], cwd: string) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(command, argv, { cwd, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("error", reject).on("close", (status) => {
      resolve({ status, stdout, stderr });
    });
  });

let installed = "";
beforeAll(() => {
  const packed = scratch();
  execFileSync("npm", ["pack", "--pack-destination", packed], { cwd: PACKAGE, stdio: "ignore" });
  const [tarball] = readdirSync(packed);
  installed = scratch();
  writeFileSync(join(installed, "package.json"), '{ "private": true }\n');
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", join(packed, tarball!)], {
    cwd: installed,
    stdio: "ignore",
  });
  mkdirSync(join(installed, "calls"));
  writeFileSync(join(installed, "calls/card.txt"), CARD_CALL);
  writeFileSync(join(installed, "calls/clean.txt"), CLEAN_CALL);
}, 120_000);

it("runs on Node 24 and on Node 20", () => {
  expect(nodes.map(({ version }) => version.split(".")[0])).toEqual(existsSync(SYSTEM_NODE) ? ["v24", "v20"] : ["v24"]);
});

describe.concurrent.each(nodes)("installed from its tarball, on Node $version", ({ path }) => {
  const vigilCheck = (...argv: string[]) =>
    exec(path, ["--import", NO_NETWORK, join(installed, "node_modules/.bin/vigil-check"), ...argv], installed);

  it("says its version and the rules'", async ({ expect }) => {
    const { status, stdout } = await vigilCheck("--version");
    expect(status).toBe(0);
    expect(stdout).toMatch(/^vigil-check \d+\.\d+\.\d+ \(rules \d{4}-\d{2}-\d{2}\)\n$/);
  }, 60_000);

  it("checks a folder: exit status 1 on findings, the report on stdout, nothing on stderr", async ({ expect }) => {
    const { status, stdout, stderr } = await vigilCheck("--format", "json", "calls");
    expect(stderr).toBe("");
    expect(status).toBe(1);
    const report = JSON.parse(stdout) as { calls: { file: string; findings: unknown[] }[] };
    expect(report.calls.map(({ file, findings }) => [file, findings.length])).toEqual([
      ["calls/card.txt", 3],
      ["calls/clean.txt", 0],
    ]);
  }, 60_000);

  it("checks the labelled corpus with the network cut, and exits 2 for the files it cannot read", async ({
    expect,
  }) => {
    const { status, stderr } = await vigilCheck("--format", "sarif", CORPUS);
    expect(stderr).not.toContain("no-network");
    expect(status).toBe(2);
  }, 60_000);

  it("exports its API", async ({ expect }) => {
    const { status, stdout } = await exec(
      path,
      [
        "--input-type=module",
        "-e",
        'import { checkCall, RULES_VERSION, rules } from "vigil-call-check"; const r = checkCall("Agent: Hi.", { direction: "detect", recorded: true, businessName: "", agentSpeaker: "", location: "unknown", date: "" }); console.log(RULES_VERSION, rules.length, r.ok)',
      ],
      installed,
    );
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\d{4}-\d{2}-\d{2} \d+ true\n$/);
  }, 60_000);
});
