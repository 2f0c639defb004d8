/**
 * A batch as the checker's worker runs it (or this thread, where no worker starts): each file read, its calls checked
 * without the rules' words (the page adds them), answered in groups, so that the page redraws its progress a few times
 * a second rather than once a call. A file that cannot be read is answered as such, and the rest is still checked.
 */
import { foundSource, type FoundSource } from "#check/batch/found-source.ts";
import { sourcesOf, textOf } from "#check/batch/sources.ts";
import { MAX_CHARACTERS } from "#check/parse/limits.ts";
import type { CheckSettings } from "#check/types.ts";

/** A file of a batch, and the name it goes by: its path in a folder, else its own name. */
export interface BatchFile {
  name: string;
  file: File;
}

export interface BatchRequest {
  batch: number;
  files: readonly BatchFile[];
  settings: CheckSettings;
  /** The first file to check: past 0 when a batch the worker had begun goes on on this thread. */
  from: number;
}

/** A file that could not be read, and why ("is empty", "is not UTF-8 text (a binary file?)"). */
export interface Unread {
  ok: false;
  unread: string;
}

/** A call of a batch: its file, by its place in the batch; its line, in a JSON Lines file; and what was found. */
export interface BatchCall {
  file: number;
  line: number | null;
  outcome: FoundSource | Unread;
}

export interface BatchReply {
  batch: number;
  calls: BatchCall[];
  /** How many of the batch's files are read and checked. */
  read: number;
  done: boolean;
}

/** How often progress is answered: often enough to look live, seldom enough that 1,000 calls redraw a few dozen times. */
const ANSWER_EVERY_MS = 150;
/** The most a file may weigh, in bytes: the single check's limit in characters, never fewer. */
const MAX_BYTES = MAX_CHARACTERS * 4;

async function bytesOf(file: File): Promise<Uint8Array | string> {
  if (file.size > MAX_BYTES) return `is over ${MAX_BYTES / 1e6} MB: not read`;
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    // The file moved or was deleted after it was chosen, or the browser refused it (a folder's placeholder).
    return "could not be read";
  }
}

/** Checks `request`'s files while `current()` is its batch (a newer batch, or Stop, ends it). */
export async function runBatch(
  request: BatchRequest,
  answer: (reply: BatchReply) => void,
  current: () => number,
): Promise<void> {
  const { batch, files, settings, from } = request;
  let calls: BatchCall[] = [];
  let answered = performance.now();
  if (from >= files.length) answer({ batch, calls, read: files.length, done: true });
  for (let index = from; index < files.length; index++) {
    const given = files[index];
    if (current() !== batch || !given) return;
    const bytes = await bytesOf(given.file);
    const text = typeof bytes === "string" ? { problem: bytes } : textOf(bytes);
    if ("problem" in text) calls.push({ file: index, line: null, outcome: { ok: false, unread: text.problem } });
    else
      for (const source of sourcesOf(given.name, null, text.text))
        calls.push({ file: index, line: source.line, outcome: foundSource(source, settings, false) });
    const done = index === files.length - 1;
    if (done || performance.now() - answered >= ANSWER_EVERY_MS) {
      answer({ batch, calls, read: index + 1, done });
      calls = [];
      answered = performance.now();
    }
  }
}
