/**
 * Starts a batch and keeps the page's state of it up to date: each answer's calls appended in the order of the files,
 * until the last file or Stop. The files go to the worker a slice at a time, a few slices ahead of it: the first time a
 * File chosen in the picker is posted costs the main thread about 1.6 ms (4× CPU), so a thousand posted at once held
 * it for 1.6 s, and slices of 10 for 16 ms each. Where no worker runs, or it fails midway, the batch goes on on this
 * thread from its first file not answered.
 */
import type { Dispatch, SetStateAction } from "react";
import type { RuleReach } from "#check/place.ts";
import type { CheckSettings, RuleWords } from "#check/types.ts";
import { readInput } from "./batch-input.ts";
import type { BatchJob, BatchReply } from "./batch-run.ts";
import type { BatchMessage } from "./batch-worker.ts";
import type { Checker } from "./checker-client.ts";
import type { Gathered } from "./gather-files.ts";
import type { BatchState } from "./use-batch.ts";

/** Files a message carries, and how many such slices the worker is given ahead of what it has answered. */
const SLICE = 10;
const AHEAD = 3;

let lastId = 0;

export interface BatchContext {
  words: Readonly<Record<string, RuleWords>>;
  reach: RuleReach;
  setBatch: Dispatch<SetStateAction<BatchState | null>>;
}

/** Returns what stops it. */
export function startBatch(
  checker: Checker,
  { files, skipped }: Gathered,
  settings: CheckSettings,
  { words, reach, setBatch }: BatchContext,
): () => void {
  const id = ++lastId;
  const checkedAt = new Date().toISOString();
  setBatch({ id, files, skipped, calls: [], read: 0, done: false, stopped: false, checkedAt });
  const job: BatchJob = { batch: id, settings, words, reach, total: files.length, from: 0 };
  let stopped = false;
  let read = 0;
  let sent = 0;
  let onThisThread = false;

  const feed = (worker: Worker) => {
    while (!onThisThread && !stopped && sent < files.length && sent - read < SLICE * AHEAD) {
      const slice = files.slice(sent, sent + SLICE);
      worker.postMessage(
        (sent === 0 ? { start: job, files: slice } : { more: id, files: slice }) satisfies BatchMessage,
      );
      sent += slice.length;
    }
  };
  const hear = ({ calls, read: answered, done }: BatchReply) => {
    if (stopped) return;
    read = answered;
    setBatch((now) => (now?.id === id ? { ...now, calls: [...now.calls, ...calls], read, done } : now));
    if (worker) feed(worker);
  };
  const here = (from: number) => {
    onThisThread = true;
    const inputs = {
      read: (index: number) => readInput(files[index] ?? { name: "", file: new File([], "") }),
      waits: () => false,
    };
    void import("./batch-run.ts").then(({ runBatch }) =>
      runBatch({ ...job, from }, inputs, hear, () => (stopped ? 0 : id)),
    );
  };
  const worker = checker.batchPort(hear, () => {
    if (!stopped) here(read);
  });
  if (worker) feed(worker);
  else here(0);
  return () => {
    stopped = true;
    worker?.postMessage({ stop: id } satisfies BatchMessage);
    setBatch((now) => (now?.id === id && !now.done ? { ...now, done: true, stopped: true } : now));
  };
}
