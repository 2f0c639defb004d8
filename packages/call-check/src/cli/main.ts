/**
 * `vigil-check`: reads the inputs, checks each call, writes the report in the format asked, and answers with the exit
 * status a pipeline reads: 0 no finding, 1 a finding, 2 an input not read or a usage error (which outranks a finding,
 * so a pipeline never passes on a file it skipped). It opens no connection: it reads files and writes only what it
 * is told to.
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseOptions, USAGE } from "./args.ts";
import { checkAll } from "./check-all.ts";
import { isProblem } from "./check.ts";
import { FORMATS } from "./formats/index.ts";
import { EXTENSIONS } from "../batch/sources.ts";
import { gather } from "./inputs.ts";
import { progressLine } from "./progress.ts";
import { writeCopies, type Copy } from "./redact-out.ts";
import type { InputProblem, Report, ReportedCall } from "../batch/report.ts";
import { TOOL } from "./tool.ts";

/** What the command line reads and writes: the process's, or a test's. */
export interface Io {
  argv: readonly string[];
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<Uint8Array>;
  /** Whether standard error is a terminal, where a long batch shows its progress. */
  stderrIsTerminal?: boolean;
  /** Today, YYYY-MM-DD, for a call whose file and --date give none; the local day when absent. */
  day?: string;
}

export const EXIT = { clean: 0, findings: 1, notRead: 2 } as const;

export async function main(io: Io): Promise<number> {
  const say = (message: string) => {
    io.stderr(`${TOOL.name}: ${message}\n`);
  };
  const parsed = parseOptions(io.argv);
  if (parsed.kind === "help") io.stdout(USAGE);
  if (parsed.kind === "version") io.stdout(`${TOOL.name} ${TOOL.version} (rules ${TOOL.rulesVersion})\n`);
  if (parsed.kind === "help" || parsed.kind === "version") return EXIT.clean;
  if (parsed.kind === "usage") {
    say(`${parsed.message}\nRun "${TOOL.name} --help" for the options.`);
    return EXIT.notRead;
  }
  const { settings, format, output, redact, paths } = parsed.options;
  const written = [output, redact].flatMap((path) => (path === null ? [] : [resolve(io.cwd, path)]));
  const gathered = await gather(paths, { ...io, written });
  const calls: ReportedCall[] = [];
  const problems: InputProblem[] = [...gathered.problems];
  const copies: Copy[] = [];
  const progress = progressLine(io, gathered.sources.length);
  let outcomes;
  try {
    outcomes = await checkAll(gathered.sources, { settings, day: io.day, redact: redact !== null }, progress.show);
  } catch (error) {
    // A thread that failed: said in a line, not a stack trace, and never taken for a clean run.
    say(`the check stopped: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.notRead;
  } finally {
    progress.end();
  }
  gathered.sources.forEach((source, at) => {
    const checked = outcomes[at];
    if (!checked) return;
    if (isProblem(checked)) problems.push(checked);
    else {
      calls.push(checked.call);
      copies.push({ source, redacted: checked.redacted, format: checked.call.format });
    }
  });
  if (redact !== null) {
    const inputs = new Set(gathered.sources.flatMap(({ path }) => (path === null ? [] : [path])));
    problems.push(...writeCopies(redact, io.cwd, copies, inputs));
  }
  if (calls.length === 0 && problems.length === 0)
    problems.push({
      file: paths.join(" "),
      line: null,
      message: `no transcript in ${paths.join(", ")}: nothing was checked.`,
    });
  for (const file of gathered.skipped)
    say(`skipped ${file} (hidden, written by this run, or not ending in ${EXTENSIONS.join(", ")})`);
  for (const { message } of problems) say(message);
  const report: Report = { calls, problems };
  const formatted = FORMATS[format](report);
  if (output === null) io.stdout(formatted);
  else {
    try {
      writeFileSync(resolve(io.cwd, output), formatted);
    } catch (error) {
      say(`the report could not be written to ${output}: ${String(error)}`);
      return EXIT.notRead;
    }
  }
  if (problems.length > 0) return EXIT.notRead;
  return calls.some(({ findings }) => findings.length > 0) ? EXIT.findings : EXIT.clean;
}

/** `vigil-check` as a process: its arguments, its streams, its exit status. */
export async function run(): Promise<void> {
  process.exitCode = await main({
    argv: process.argv.slice(2),
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    stderrIsTerminal: process.stderr.isTTY,
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  });
}
