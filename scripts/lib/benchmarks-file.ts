/** Replaces one named section of BENCHMARKS.md, keeping the others. */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

const FILE = "BENCHMARKS.md";
const HEADER =
  "# Benchmarks\n\nWritten by `npm run bench` and `npm run bench:serve`; each section is replaced by the run that made it.\n";

export function machineLine(): string {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC · ${cpus().length} × ${cpu} · ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`;
}

export function writeBenchmarkSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(
    FILE,
    pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`,
  );
}
