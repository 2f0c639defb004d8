// @vitest-environment node
/**
 * The GitHub Action (action.yml, action/run.sh) as a runner would run its step: the inputs as variables, the job's
 * summary and outputs as files. It fails the job on a finding, writes SARIF and a summary, and takes no input as code.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it as serial } from "vitest";
import { parse } from "yaml";
import { CARD_CALL, CLEAN_CALL } from "../packages/call-check/test/run-cli.ts";

/**
 * Each test runs its own steps in its own folder: they run side by side, as each waits on its processes. Their
 * processes share the cores with the rest of the suite, so each test may take longer than the default 5 s.
 */
const it = serial.concurrent;
const TIMEOUT = 60_000;

async function step(inputs: Record<string, string>, calls: Record<string, string>) {
  const work = mkdtempSync(join(tmpdir(), "vigil-action-"));
  for (const [name, text] of Object.entries(calls)) writeFileSync(join(work, name), text);
  const files = { GITHUB_OUTPUT: join(work, "output"), GITHUB_STEP_SUMMARY: join(work, "summary") };
  for (const file of Object.values(files)) writeFileSync(file, "");
  const env = { ...process.env, ...files, VIGIL_SARIF: "vigil-check.sarif", VIGIL_FAIL_ON_FINDINGS: "true", ...inputs };
  const { status, stderr } = await new Promise<{ status: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn("bash", [join(import.meta.dirname, "../action/run.sh")], { cwd: work, env, stdio: "pipe" });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.stdout.resume();
    child.on("error", reject).on("close", (status) => {
      resolve({ status, stderr });
    });
  });
  const read = (name: string) => (existsSync(join(work, name)) ? readFileSync(join(work, name), "utf8") : null);
  return { status, stderr, work, output: read("output"), summary: read("summary"), sarif: read("vigil-check.sarif") };
}

it(
  "fails the job on a finding, with SARIF for code scanning and a summary naming the rules",
  async ({ expect }) => {
    const { status, output, summary, sarif } = await step(
      { VIGIL_PATH: "card.txt clean.txt", VIGIL_LOCATION: "CA" },
      {
        "card.txt": CARD_CALL,
        "clean.txt": CLEAN_CALL,
      },
    );
    expect(status).toBe(1);
    expect(output).toContain("exit-code=1");
    expect(output).toContain("sarif=vigil-check.sarif");
    expect(summary).toContain("Card number in the transcript");
    const log = JSON.parse(sarif!) as { version: string; runs: { results: { ruleId: string }[] }[] };
    expect(log.version).toBe("2.1.0");
    expect(log.runs[0]!.results.map(({ ruleId }) => ruleId)).toContain("card-number");
  },
  TIMEOUT,
);

it(
  "passes on a clean call, and on findings when fail-on-findings is false",
  async ({ expect }) => {
    const [clean, lenient] = await Promise.all([
      step({ VIGIL_PATH: "clean.txt" }, { "clean.txt": CLEAN_CALL }),
      step({ VIGIL_PATH: "card.txt", VIGIL_FAIL_ON_FINDINGS: "false" }, { "card.txt": CARD_CALL }),
    ]);
    expect(clean.status).toBe(0);
    expect(lenient.status).toBe(0);
    expect(lenient.output).toContain("exit-code=1");
  },
  TIMEOUT,
);

it(
  "fails on an input it cannot read even when findings may pass, and on no path at all",
  async ({ expect }) => {
    const [missing, none] = await Promise.all([
      step({ VIGIL_PATH: "nowhere.txt", VIGIL_FAIL_ON_FINDINGS: "false" }, {}),
      step({ VIGIL_PATH: "" }, {}),
    ]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("nowhere.txt");
    expect(none.status).toBe(2);
  },
  TIMEOUT,
);

it(
  "takes its inputs as values, never as commands",
  async ({ expect }) => {
    const { status, stderr, work } = await step(
      { VIGIL_PATH: "clean.txt", VIGIL_BUSINESS: "Acme $(touch pwned) `touch pwned2`" },
      {
        "clean.txt": CLEAN_CALL,
      },
    );
    expect(existsSync(join(work, "pwned")) || existsSync(join(work, "pwned2"))).toBe(false);
    expect([0, 1], stderr).toContain(status);
  },
  TIMEOUT,
);

it(
  "declares every input the step reads, passed by environment, not pasted into the script",
  ({ expect }) => {
    const action = parse(readFileSync(join(import.meta.dirname, "../action.yml"), "utf8")) as {
      inputs: Record<string, unknown>;
      runs: { steps: { run?: string; env?: Record<string, string> }[] };
    };
    const [, check] = action.runs.steps;
    expect(check?.run).not.toContain("${{");
    expect(Object.keys(check?.env ?? {}).sort()).toEqual(
      Object.keys(action.inputs)
        .map((name) => `VIGIL_${name.toUpperCase().replaceAll("-", "_")}`)
        .sort(),
    );
  },
  TIMEOUT,
);
