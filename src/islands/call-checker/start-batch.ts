/**
 * Starts a batch and keeps the page's state of it up to date: each answer's calls appended in the order of the files,
 * until the last file or Stop. The files are read here and their bytes handed to the worker a slice at a time, a few
 * slices ahead of it: a File posted to a worker cost the phone's main thread about 4 ms each (4× CPU), and a thousand
 * posted at once held it for two seconds. Where no worker runs, or it fails midway, the batch goes on on this thread
 * from its first file not answered.
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
const SLICE = 25;
const AHEAD = 2;

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
  setBatch({ id, files, skipped, calls: [], read: 0, done: false, stopped: false, settings, checkedAt });
  const job: BatchJob = { batch: id, settings, words, reach, total: files.length, from: 0 };
  let stopped = false;
  let read = 0;
  let sent = 0;
  let onThisThread = false;

  let feeding = false;
  const feed = async (worker: Worker) => {
    if (feeding) return;
    feeding = true;
    while (!onThisThread && !stopped && sent < files.length && sent - read < SLICE * AHEAD) {
      const slice = await Promise.all(files.slice(sent, sent + SLICE).map(readInput));
      const message: BatchMessage = sent === 0 ? { start: job, files: slice } : { more: id, files: slice };
      worker.postMessage(
        message,
        slice.flatMap(({ bytes }) => bytes ?? []),
      );
      sent += slice.length;
    }
    feeding = false;
  };
  const hear = ({ calls, read: answered, done }: BatchReply) => {
    if (stopped) return;
    read = answered;
    setBatch((now) => (now?.id === id ? { ...now, calls: [...now.calls, ...calls], read, done } : now));
    if (worker) void feed(worker);
  };
  const here = (from: number) => {
    onThisThread = true;
    // Read here, file by file, as the worker would have been handed them.
    const fileAt = (index: number) => readInput(files[index] ?? { name: "", file: new File([], "") });
    void import("./batch-run.ts").then(({ runBatch }) =>
      runBatch({ ...job, from }, fileAt, hear, () => (stopped ? 0 : id), false),
    );
  };
  const worker = checker.batchPort(hear, () => {
    if (!stopped) here(read);
  });
  if (worker) void feed(worker);
  else here(0);
  return () => {
    stopped = true;
    worker?.postMessage({ stop: id } satisfies BatchMessage);
    setBatch((now) => (now?.id === id && !now.done ? { ...now, done: true, stopped: true } : now));
  };
}
