/**
 * A file of a batch, and what reading it gives: its bytes, or why they could not be read. Read in the worker: reading
 * a file on the page cost its main thread 4 to 8 ms a file at 4× CPU.
 */
import { MAX_CHARACTERS } from "#check/parse/limits.ts";

/** A file of a batch, and the name it goes by: its path in a folder, else its own name. */
export interface BatchFile {
  name: string;
  file: File;
}

/** A file as the check receives it: its bytes, or why they could not be read. */
export type BatchInput = { name: string } & (
  { bytes: ArrayBuffer; problem?: undefined } | { bytes?: undefined; problem: string }
);

/** The most a file may weigh, in bytes: the single check's limit in characters, never fewer. */
const MAX_BYTES = MAX_CHARACTERS * 4;

export async function readInput({ name, file }: BatchFile): Promise<BatchInput> {
  if (file.size > MAX_BYTES) return { name, problem: `is over ${MAX_BYTES / 1e6} MB: not read` };
  try {
    return { name, bytes: await file.arrayBuffer() };
  } catch {
    // The file moved or was deleted after it was chosen, or the browser refused it (a folder's placeholder).
    return { name, problem: "could not be read" };
  }
}
