/**
 * `--redact DIR`: each input's redacted copy, in its own format, under DIR at the input's own relative path (a JSON
 * Lines file's calls line by line). A copy never replaces an input: writing over the transcript it came from is
 * refused.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, parse, relative, resolve } from "node:path";
import type { Source } from "../batch/sources.ts";
import type { InputProblem } from "../batch/report.ts";

/** A redacted source: its text, and the format it is in. */
export interface Copy {
  source: Source;
  redacted: string;
  format: string;
}

/** Standard input has no name: its copy is named by its format. */
const STDIN_NAME: Record<string, string> = { plain: "stdin.txt", webvtt: "stdin.vtt", srt: "stdin.srt" };

/** Where a source's copy goes under `directory`: its path relative to the working directory, or from the root. */
function target(directory: string, cwd: string, source: Source, format: string): string {
  if (source.path === null) return resolve(cwd, directory, STDIN_NAME[format] ?? "stdin.json");
  const inside = relative(cwd, source.path);
  const kept =
    inside.startsWith("..") || isAbsolute(inside) ? source.path.slice(parse(source.path).root.length) : inside;
  return resolve(cwd, directory, kept);
}

/** Writes the copies; the problems: a copy that would overwrite an input, or could not be written. */
export function writeCopies(
  directory: string,
  cwd: string,
  copies: readonly Copy[],
  inputs: ReadonlySet<string>,
): InputProblem[] {
  const files = new Map<string, { source: Source; texts: string[] }>();
  for (const { source, redacted, format } of copies) {
    const path = target(directory, cwd, source, format);
    const file = files.get(path) ?? { source, texts: [] };
    file.texts.push(redacted);
    files.set(path, file);
  }
  const problems: InputProblem[] = [];
  for (const [path, { source, texts }] of files) {
    if (inputs.has(path)) {
      problems.push({
        file: source.file,
        line: null,
        message: `${source.file}: its redacted copy would overwrite an input (${path}): not written.`,
      });
      continue;
    }
    try {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, texts.join(""));
    } catch (error) {
      problems.push({
        file: source.file,
        line: null,
        message: `${source.file}: its redacted copy could not be written to ${path}: ${String(error)}.`,
      });
    }
  }
  return problems;
}
