/**
 * A batch's calls: the text of each file's bytes, and one call per file, or one per line of JSON Lines. No file
 * system here: the command line reads the files (../cli/inputs.ts), the page's worker the files a visitor gave.
 */
import { jsonLines } from "./json-lines.ts";

/** The endings of the formats the checker reads: a folder's other files are listed as skipped. */
export const EXTENSIONS = [".json", ".jsonl", ".txt", ".vtt", ".srt"] as const;

/** Whether a folder's file is one the checker reads, by the ending of its name. */
export const isTranscriptName = (name: string): boolean =>
  EXTENSIONS.some((ending) => name.toLowerCase().endsWith(ending));

/** One call's text, and where it came from. */
export interface Source {
  /** The name the report uses; "-" for standard input. */
  file: string;
  /** The file's path, to write its redacted copy beside none of the inputs; null for standard input or a page. */
  path: string | null;
  /** For a call of a JSON Lines file: its line. */
  line: number | null;
  text: string;
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
export function sourcesOf(file: string, path: string | null, text: string): Source[] {
  const lines = jsonLines(text);
  return lines
    ? lines.map(({ line, text: call }) => ({ file, path, line, text: call }))
    : [{ file, path, line: null, text }];
}
