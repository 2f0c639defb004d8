/**
 * A batch in the checker's worker: the job, then its files a slice at a time, as the page sends them
 * (./start-batch.ts); each file is checked once it is here, and Stop (or a newer batch) ends the one that runs.
 */
import { readInput, type BatchFile } from "./batch-input.ts";
import { runBatch, type BatchJob, type BatchReply } from "./batch-run.ts";

/** What the page sends the worker about a batch. */
export type BatchMessage =
  { start: BatchJob; files: readonly BatchFile[] } | { more: number; files: readonly BatchFile[] } | { stop: number };

let current = 0;
let files: BatchFile[] = [];
/** The loop waiting for the file at `index`, until its slice comes. */
let waiting: { index: number; resolve: (file: BatchFile) => void } | null = null;

const fileAt = (index: number): BatchFile | Promise<BatchFile> => {
  const here = files[index];
  if (here) return here;
  return new Promise((resolve) => {
    waiting = { index, resolve };
  });
};

const answer = (reply: BatchReply) => {
  self.postMessage(reply);
};

export function onBatchMessage(message: BatchMessage): void {
  if ("stop" in message) {
    if (message.stop === current) current = 0;
    return;
  }
  if ("start" in message) {
    current = message.start.batch;
    files = [];
    waiting = null;
    const inputs = {
      read: async (index: number) => readInput(await fileAt(index)),
      waits: (index: number) => files[index] === undefined,
    };
    void runBatch(message.start, inputs, answer, () => current);
  } else if (message.more !== current) return;
  files.push(...message.files);
  const next = waiting && files[waiting.index];
  if (waiting && next) {
    waiting.resolve(next);
    waiting = null;
  }
}
