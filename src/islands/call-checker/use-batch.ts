/**
 * A batch of files checked in the checker's worker, as the page holds it. Gathering the files, starting the batch and
 * showing its answer load with the batch's own module (./batch-view.ts), on demand: this holds only its state.
 * Nothing of it is stored: closing the page forgets it.
 */
import { useRef, useState } from "react";
import type { RuleReach } from "#check/place.ts";
import type { CheckSettings, RuleWords } from "#check/types.ts";
import type { BatchFile } from "./batch-input.ts";
import type { BatchCall } from "./batch-run.ts";
import type { Checker } from "./checker-client.ts";
import type { Gathered } from "./gather-files.ts";

export interface BatchState {
  id: number;
  files: readonly BatchFile[];
  /** A folder's files that were left out, by name. */
  skipped: readonly string[];
  calls: readonly BatchCall[];
  /** Files read and checked. */
  read: number;
  done: boolean;
  stopped: boolean;
  /** ISO 8601, when it started. */
  checkedAt: string;
}

export const batchView = () => import("./batch-view.ts");
type BatchView = Awaited<ReturnType<typeof batchView>>;

/** `words` and `reach`: the island's props, which the worker describes each call with. */
export function useBatch(checker: () => Checker, words: Readonly<Record<string, RuleWords>>, reach: RuleReach) {
  const [batch, setBatch] = useState<BatchState | null>(null);
  /** Stops the batch that runs, if one does. */
  const stop = useRef<() => void>(() => undefined);
  const begin = (gather: (view: BatchView) => Gathered | Promise<Gathered>, settings: CheckSettings) => {
    void batchView().then(async (view) => {
      const gathered = await gather(view);
      stop.current();
      stop.current = view.startBatch(checker(), gathered, settings, { words, reach, setBatch });
    });
  };
  return {
    batch,
    /** Several files chosen, or a folder's (`fromFolder`). */
    picked: (files: readonly File[], fromFolder: boolean, settings: CheckSettings) => {
      begin((view) => view.gatherPicked(files, fromFolder), settings);
    },
    dropped: (entries: readonly FileSystemEntry[], settings: CheckSettings) => {
      begin((view) => view.gatherDropped(entries), settings);
    },
    stop: () => {
      stop.current();
    },
  };
}
