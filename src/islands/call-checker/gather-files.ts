/**
 * The files of a batch, as a visitor gives them: several chosen at once, a folder chosen, or files and folders dropped.
 * A folder's files are read when their names end as a transcript's do (.json, .jsonl, .txt, .vtt, .srt) and listed
 * as skipped otherwise, as the command line does; a file chosen by name is read whatever it is called.
 */
import { isTranscriptName } from "#check/batch/sources.ts";
import type { BatchFile } from "./batch-input.ts";

export interface Gathered {
  files: BatchFile[];
  /** Names of a folder's files left out, and of folders that could not be read (with why). */
  skipped: string[];
}

/** A folder's file the checker reads: a transcript's ending, and no dot-entry on its path (.git, .DS_Store). */
const isRead = (path: string) => isTranscriptName(path) && !path.split("/").some((part) => part.startsWith("."));

const byName = (a: BatchFile, b: BatchFile) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Files chosen in the picker: each by name; or a folder's, by their path in it. */
export function gatherPicked(list: readonly File[], fromFolder: boolean): Gathered {
  const gathered: Gathered = { files: [], skipped: [] };
  for (const file of list) {
    const name = (fromFolder && file.webkitRelativePath) || file.name;
    if (!fromFolder || isRead(name)) gathered.files.push({ name, file });
    else gathered.skipped.push(name);
  }
  gathered.files.sort(byName);
  return gathered;
}

const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => {
    entry.file(resolve, reject);
  });

/** A folder's entries: readEntries answers a hundred or so at a time, and an empty list once all are read. */
async function entriesOf(folder: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = folder.createReader();
  const entries: FileSystemEntry[] = [];
  for (;;) {
    const some = await new Promise<FileSystemEntry[]>((resolve, reject) => {
      reader.readEntries(resolve, reject);
    });
    if (some.length === 0) return entries;
    entries.push(...some);
  }
}

/**
 * What was dropped: files as they are, folders walked. An entry that cannot be read (a folder the browser may not
 * list, a file gone since) is listed as skipped with its path, and the rest is still gathered.
 */
export async function gatherDropped(entries: readonly FileSystemEntry[]): Promise<Gathered> {
  const gathered: Gathered = { files: [], skipped: [] };
  const visit = async (entry: FileSystemEntry, inFolder: boolean): Promise<void> => {
    const name = entry.fullPath.replace(/^\//, "") || entry.name;
    try {
      if (inFolder && entry.name.startsWith(".")) gathered.skipped.push(name);
      else if (entry.isDirectory)
        for (const inner of await entriesOf(entry as FileSystemDirectoryEntry)) await visit(inner, true);
      else if (inFolder && !isTranscriptName(entry.name)) gathered.skipped.push(name);
      else gathered.files.push({ name, file: await fileOf(entry as FileSystemFileEntry) });
    } catch {
      gathered.skipped.push(`${name} (could not be read)`);
    }
  };
  for (const entry of entries) await visit(entry, false);
  gathered.files.sort(byName);
  return gathered;
}
