/**
 * What the command line reads: files, directories (recursively, the transcripts' endings only), and "-" for standard
 * input; a JSON Lines text becomes one source per line. What cannot be read (a missing path, an empty or binary
 * file) is a problem named with what is wrong: the rest is still read.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { jsonLines } from "./json-lines.ts";
import type { InputProblem } from "./report.ts";

/** A directory's files that are read: the endings of the formats the checker reads. */
export const EXTENSIONS = [".json", ".jsonl", ".txt", ".vtt", ".srt"] as const;

/** Larger files are refused unread: a JavaScript string holds at most about 512 million characters. */
const MAX_BYTES = 256 * 1024 * 1024;

/** One call's text, and where it came from. */
export interface Source {
  /** The name the report uses; "-" for standard input. */
  file: string;
  /** The file's path, to write its redacted copy beside none of the inputs; null for standard input. */
  path: string | null;
  /** For a call of a JSON Lines file: its line. */
  line: number | null;
  text: string;
}

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

const decoder = new TextDecoder("utf-8", { fatal: true });

/** The text of a file's bytes, or what keeps it from being one. */
export function textOf(bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes.length === 0) return { problem: "is empty" };
  if (bytes.subarray(0, 8192).includes(0)) return { problem: "is not text (it holds NUL bytes: a binary file?)" };
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { problem: "is not UTF-8 text (a binary file?)" };
  }
  return text.trim() === "" ? { problem: "is empty (only white space)" } : { text };
}

/** The calls of a text: one, or one per line of JSON Lines. */
function sourcesOf(file: string, path: string | null, text: string): Source[] {
  const lines = jsonLines(text);
  return lines
    ? lines.map(({ line, text: call }) => ({ file, path, line, text: call }))
    : [{ file, path, line: null, text }];
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
    else if (EXTENSIONS.some((ending) => entry.name.toLowerCase().endsWith(ending))) found.push(path);
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
