// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { FORMATS } from "../src/cli/formats/index.ts";
import { EXIT } from "../src/cli/main.ts";
import { TOOL } from "../src/cli/tool.ts";
import { CARD_CALL, CLEAN_CALL, run, scratch } from "./run-cli.ts";

/** A folder of calls: one with findings, one clean, a JSON Lines file whose first line is broken, a skipped file. */
function folder(): string {
  const cwd = scratch();
  mkdirSync(join(cwd, "calls"));
  writeFileSync(join(cwd, "calls/card.txt"), CARD_CALL);
  writeFileSync(join(cwd, "calls/clean.txt"), CLEAN_CALL);
  writeFileSync(join(cwd, "calls/readme.md"), "not a call");
  return cwd;
}

describe("exit status", () => {
  it("is 0 with no finding, 1 with one, 2 for an input not read, which outranks a finding", async () => {
    expect(await run(["-"], { stdin: CLEAN_CALL })).toMatchObject({ status: EXIT.clean, stderr: "" });
    expect(await run(["-"], { stdin: CARD_CALL })).toMatchObject({ status: EXIT.findings, stderr: "" });
    const cwd = folder();
    writeFileSync(
      join(cwd, "calls/broken.jsonl"),
      `{"messages": [}\n${JSON.stringify({ messages: [{ role: "user", content: "hi" }] })}\n`,
    );
    writeFileSync(join(cwd, "calls/empty.json"), "");
    const mixed = await run(["calls"], { cwd });
    expect(mixed.status).toBe(EXIT.notRead);
    expect(mixed.stderr).toContain(
      "vigil-check: calls/broken.jsonl:1: This looks like JSON but does not parse at column 15",
    );
    expect(mixed.stderr).toContain("vigil-check: calls/empty.json is empty.");
    expect(mixed.stderr).toContain("vigil-check: skipped calls/readme.md");
    // The rest is still checked and reported.
    expect(mixed.stdout).toMatch(/^calls\/card\.txt: 3 findings/);
    expect(mixed.stdout).toContain("3 calls checked: 3 findings in 1 call; 2 inputs not read");
  });

  it("is 2 for a 50 MB file, named with what is wrong, the rest still checked", async () => {
    const cwd = folder();
    writeFileSync(join(cwd, "calls/huge.txt"), "Agent: hello there. ".repeat(2_500_000));
    const { status, stdout, stderr } = await run(["calls"], { cwd });
    expect(status).toBe(EXIT.notRead);
    expect(stderr).toMatch(
      /vigil-check: calls\/huge\.txt: This transcript is 50\.0 million characters: the checker reads up to 6/,
    );
    expect(stdout).toContain("2 calls checked: 3 findings in 1 call; 1 input not read");
  });

  it("is 2 for a usage error, with a message and where to find the options", async () => {
    const { status, stdout, stderr } = await run(["--format", "xml", "a.txt"]);
    expect(status).toBe(EXIT.notRead);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^vigil-check: --format must be one of .*\nRun "vigil-check --help" for the options\.\n$/);
  });

  it("is 2 when nothing at all was checked: a path that holds no transcript does not pass", async () => {
    const cwd = scratch();
    mkdirSync(join(cwd, "empty"));
    const { status, stderr } = await run(["empty"], { cwd });
    expect(status).toBe(EXIT.notRead);
    expect(stderr).toContain("no transcript in empty: nothing was checked.");
  });
});

it("answers --help and --version", async () => {
  const help = await run(["--help"]);
  expect(help.status).toBe(0);
  expect(help.stdout).toMatch(/^Usage: vigil-check \[options\] <file\|directory\|->\.\.\./);
  for (const flag of [
    "--direction",
    "--not-recorded",
    "--business",
    "--agent-speaker",
    "--location",
    "--date",
    "--format",
    "--output",
    "--redact",
  ])
    expect(help.stdout).toContain(flag);
  expect((await run(["--version"])).stdout).toBe(`vigil-check ${TOOL.version} (rules ${TOOL.rulesVersion})\n`);
});

it("writes every format over a folder, to standard output or to --output", async () => {
  const cwd = folder();
  for (const format of Object.keys(FORMATS)) {
    const { status, stdout } = await run(["--format", format, "calls"], { cwd });
    expect(status, format).toBe(EXIT.findings);
    expect(stdout, format).toContain(format === "markdown" || format === "text" ? "2 calls checked" : "calls/card.txt");
    const written = await run(["--format", format, "--output", `report.${format}`, "calls"], { cwd });
    expect(written.stdout).toBe("");
    expect(readFileSync(join(cwd, `report.${format}`), "utf8")).toBe(stdout);
  }
});

describe("--redact", () => {
  it("writes each input's redacted copy in its own format, under DIR at the input's path", async () => {
    const cwd = folder();
    const line = JSON.stringify({ messages: [{ role: "user", content: "my card is 4111 1111 1111 1111" }] });
    writeFileSync(join(cwd, "calls/two.jsonl"), `${line}\n${line}\n`);
    const { status } = await run(["--redact", "clean", "calls", "-"], { cwd, stdin: CARD_CALL });
    expect(status).toBe(EXIT.findings);
    expect(readdirSync(join(cwd, "clean"), { recursive: true }).sort()).toEqual([
      "calls",
      "calls/card.txt",
      "calls/clean.txt",
      "calls/two.jsonl",
      "stdin.txt",
    ]);
    expect(readFileSync(join(cwd, "clean/calls/card.txt"), "utf8")).toBe(
      "Agent: Hi, how can I help?\nCaller: my card is [card number]\n",
    );
    expect(readFileSync(join(cwd, "clean/stdin.txt"), "utf8")).toBe(
      readFileSync(join(cwd, "clean/calls/card.txt"), "utf8"),
    );
    const copies = readFileSync(join(cwd, "clean/calls/two.jsonl"), "utf8").trimEnd().split("\n");
    expect(copies).toHaveLength(2);
    for (const copy of copies)
      expect(JSON.parse(copy)).toEqual({ messages: [{ role: "user", content: "my card is [card number]" }] });
  });

  it("leaves out of a folder's walk what a run writes into it: a second run reads the same calls", async () => {
    const cwd = folder();
    const argv = ["--format", "json", "--output", "calls/report.json", "--redact", "calls/clean", "calls"];
    expect((await run(argv, { cwd })).status).toBe(EXIT.findings);
    const again = await run(argv, { cwd });
    expect(again.status).toBe(EXIT.findings);
    expect(again.stderr).toContain("skipped calls/clean (hidden, written by this run");
    expect(again.stderr).toContain("skipped calls/report.json");
    const report = JSON.parse(readFileSync(join(cwd, "calls/report.json"), "utf8")) as { calls: { file: string }[] };
    expect(report.calls.map(({ file }) => file)).toEqual(["calls/card.txt", "calls/clean.txt"]);
  });

  it("redacts a text that starts with blank lines on the right lines", async () => {
    const cwd = scratch();
    const call =
      "Agent: What is the card number?\nCaller: 4111 1111 1111 1111\nAgent: And the security code?\nCaller: 123\n";
    writeFileSync(join(cwd, "call.txt"), `\n\n${call}`);
    await run(["--redact", "clean", "call.txt"], { cwd });
    expect(readFileSync(join(cwd, "clean/call.txt"), "utf8")).toBe(
      "\n\nAgent: What is the card number?\nCaller: [card number]\nAgent: And the security code?\nCaller: [security code]\n",
    );
  });

  it("never writes a copy over its input", async () => {
    const cwd = folder();
    const { status, stderr } = await run(["--redact", ".", "calls/card.txt"], { cwd });
    expect(status).toBe(EXIT.notRead);
    expect(stderr).toContain("calls/card.txt: its redacted copy would overwrite an input");
    expect(readFileSync(join(cwd, "calls/card.txt"), "utf8")).toBe(CARD_CALL);
  });
});

it("runs as a command: npx tsx packages/call-check/src/bin/vigil-check.ts", async () => {
  const root = join(import.meta.dirname, "../../..");
  const command = promisify(execFile)(
    "npx",
    ["tsx", "packages/call-check/src/bin/vigil-check.ts", "--format", "json", "-"],
    {
      cwd: root,
    },
  );
  command.child.stdin?.end(CARD_CALL);
  const failed = await command.then(
    () => null,
    (error: unknown) => error as { code: number; stdout: string; stderr: string },
  );
  expect(failed?.code).toBe(EXIT.findings);
  const report = JSON.parse(failed!.stdout) as { tool: string; calls: { file: string; findings: unknown[] }[] };
  expect(report.tool).toBe("vigil-check");
  expect(report.calls.map(({ file, findings }) => [file, findings.length])).toEqual([["-", 3]]);
}, 30_000);
