/**
 * Starts a batch in the checker's worker and keeps the page's state of it up to date: each answer's calls appended in
 * the order of the files, until the last file or Stop.
 */
import type { Dispatch, SetStateAction } from "react";
import type { CheckSettings } from "#check/types.ts";
import type { Checker } from "./checker-client.ts";
import type { Gathered } from "./gather-files.ts";
import type { BatchState } from "./use-batch.ts";

let lastId = 0;

/** Returns what stops it. */
export function startBatch(
  checker: Checker,
  { files, skipped }: Gathered,
  settings: CheckSettings,
  setBatch: Dispatch<SetStateAction<BatchState | null>>,
): () => void {
  const id = ++lastId;
  const checkedAt = new Date().toISOString();
  setBatch({ id, files, skipped, calls: [], read: 0, done: false, stopped: false, settings, checkedAt });
  const stopChecking = checker.checkFiles(files, settings, ({ calls, read, done }) => {
    setBatch((now) => (now?.id === id ? { ...now, calls: [...now.calls, ...calls], read, done } : now));
  });
  return () => {
    stopChecking();
    setBatch((now) => (now?.id === id && !now.done ? { ...now, done: true, stopped: true } : now));
  };
}
