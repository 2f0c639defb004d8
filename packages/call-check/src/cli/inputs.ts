/**
 * What the command line reads: files, directories (recursively, the transcripts' endings only), and "-" for standard
 * input; a JSON Lines text becomes one source per line. What cannot be read (a missing path, an empty or binary
 * file) is a problem named with what is wrong: the rest is still read.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { isTranscriptName, sourcesOf, textOf, type Source } from "../batch/sources.ts";
import type { InputProblem } from "../batch/report.ts";

/** Larger files are refused unread: a JavaScript string holds at most about 512 million characters. */
const MAX_BYTES = 256 * 1024 * 1024;

export interface Gathered {
  sources: Source[];
  problems: InputProblem[];
  skipped: string[];
}

export interface Reading {
  cwd: string;
  readStdin: () => Promise<Uint8Array>;
  /**
   * What the run itself writes (the report, the redacted copies' folder), absolute: a directory's walk skips them, so
   * that a second run over the same folder does not read the first one's output as calls.
   */
  written?: readonly string[];
}

/** How a walk names and leaves out what it finds. */
interface Walk {
  skipped: string[];
  name: (path: string) => string;
  written: readonly string[];
}

/**
 * The files under a directory, sorted, the transcripts' endings only; dot-entries and what the run writes are
 * skipped, not entered.
 */
function walk(directory: string, how: Walk): string[] {
  const found: string[] = [];
  const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  const { skipped, name, written } = how;
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.name.startsWith(".") || written.includes(path)) skipped.push(name(path));
    else if (entry.isDirectory()) found.push(...walk(path, how));
    else if (isTranscriptName(entry.name)) found.push(path);
    else skipped.push(name(path));
  }
  return found;
}

export async function gather(paths: readonly string[], { cwd, readStdin, written = [] }: Reading): Promise<Gathered> {
  const gathered: Gathered = { sources: [], problems: [], skipped: [] };
  const name = (path: string): string => {
    const inside = relative(cwd, path);
    return (inside.startsWith("..") || isAbsolute(inside) ? path : inside).split(sep).join("/");
  };
  const read = (file: string, path: string | null, bytes: Uint8Array) => {
    const text = textOf(bytes);
    if ("problem" in text) gathered.problems.push({ file, line: null, message: `${file} ${text.problem}.` });
    else gathered.sources.push(...sourcesOf(file, path, text.text));
  };
  /** Runs `step`; a path it cannot read is a problem named by `label`, and the rest is still read. */
  const attempt = (label: string, step: () => void) => {
    try {
      step();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === "ENOENT" ? "does not exist" : `could not be read (${code ?? String(error)})`;
      gathered.problems.push({ file: label, line: null, message: `${label} ${why}.` });
    }
  };
  for (const given of paths) {
    if (given === "-") {
      read("-", null, await readStdin());
      continue;
    }
    const path = resolve(cwd, given);
    let files: string[] = [];
    attempt(given, () => {
      files = statSync(path).isDirectory() ? walk(path, { skipped: gathered.skipped, name, written }) : [path];
    });
    for (const file of files) {
      attempt(name(file), () => {
        if (statSync(file).size <= MAX_BYTES) read(name(file), file, readFileSync(file));
        else
          gathered.problems.push({ file: name(file), line: null, message: `${name(file)} is over 256 MB: not read.` });
      });
    }
  }
  return gathered;
}
