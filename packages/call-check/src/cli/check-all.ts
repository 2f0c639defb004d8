/**
 * Every source checked, in the order given. A small batch is checked on this thread; a large one over worker threads,
 * one per core, each taking the next slice of calls when it is free. Starting a thread costs about a tenth of a second,
 * so a thread pays only for a few hundred calls.
 */
import { availableParallelism } from "node:os";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { CheckSettings } from "../index.ts";
import { checkSource, type Checked } from "./check.ts";
import type { Source } from "../batch/sources.ts";
import type { InputProblem } from "../batch/report.ts";

/** What every call of a batch is checked with. */
export interface CheckJob {
  settings: CheckSettings;
  day?: string;
  redact: boolean;
}

export type Outcome = Checked | InputProblem;

/** Calls per thread below which another thread does not pay; calls handed to a thread at a time. */
const CALLS_PER_THREAD = 300;
const SLICE = 50;

/** The worker's module beside this one: check-thread.ts from the sources (Node 24 runs them), .js once built. */
const THREAD = new URL(`./check-thread${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

export async function checkAll(
  sources: readonly Source[],
  job: CheckJob,
  onProgress: (done: number) => void = () => undefined,
): Promise<Outcome[]> {
  const threads = Math.min(availableParallelism(), Math.floor(sources.length / CALLS_PER_THREAD));
  if (threads < 2) {
    return sources.map((source, done) => {
      onProgress(done);
      return checkSource(source, job.settings, job);
    });
  }
  const outcomes: Outcome[] = new Array<Outcome>(sources.length);
  let next = 0;
  let done = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const give = () => {
        if (next >= sources.length) {
          void worker.terminate().then(() => {
            resolve();
          });
          return;
        }
        const at = next;
        next += SLICE;
        worker.postMessage({ at, sources: sources.slice(at, at + SLICE) });
      };
      worker.on("message", ({ at, results }: { at: number; results: Outcome[] }) => {
        results.forEach((outcome, offset) => (outcomes[at + offset] = outcome));
        done += results.length;
        onProgress(done);
        give();
      });
      worker.on("error", reject);
      give();
    });
  await Promise.all(Array.from({ length: threads }, () => run(new Worker(THREAD, { workerData: job }))));
  return outcomes;
}
