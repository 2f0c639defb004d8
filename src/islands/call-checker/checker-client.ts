/**
 * Checks calls in a Web Worker: a 3-hour call takes a phone a few hundred milliseconds, too long to hold up typing
 * (decision 018). Where a worker cannot start or fails, the check runs on this thread instead, with the same module,
 * loaded only then. Each check is timed as the user timing measure "vigil:check" (what `npm run bench` reads).
 */
import type { CheckOutcome } from "#check/checked-call.ts";
import type { CheckSettings } from "#check/types.ts";
import type { BatchFile, BatchReply, BatchRequest } from "./batch-run.ts";
import type { WarmUp } from "./warm-up-run.ts";

interface CheckRequest {
  id: number;
  source: string;
  settings: CheckSettings;
}

/** What the page sends its worker: the warm-up once, when it starts, then the calls and batches to check. */
export type WorkerMessage = CheckRequest | { warm: WarmUp } | BatchRequest | { stop: number };

export interface CheckReply {
  id: number;
  outcome: CheckOutcome;
}

export interface Checker {
  /** Starts the worker ahead of the first check, so its script is ready by the time a call is pasted. */
  warm(): void;
  check(source: string, settings: CheckSettings): Promise<CheckOutcome>;
  /** Checks each file, answering as it goes; the function returned stops it. */
  checkFiles(files: readonly BatchFile[], settings: CheckSettings, onReply: (reply: BatchReply) => void): () => void;
}

type Engine = typeof import("#check/checked-call.ts");
/** The checker's module on this thread, once a check has needed it there. */
let engine: Engine | undefined;

/**
 * A check on this thread. Once the module is here it runs at once: awaiting `import()` again would wait a task, after
 * the frame the click asked for, and hold the outcome back by that frame (decision 018).
 */
const onThisThread = async ({ source, settings }: CheckRequest): Promise<CheckOutcome> => {
  engine ??= await import("#check/checked-call.ts");
  return engine.checkedCall(source, settings);
};

/** `warm`: the calls the worker checks when it starts, from the build (./warm-up.ts). */
export function createChecker(warm: WarmUp): Checker {
  /** undefined: not started yet; null: no worker here, checks run on this thread. */
  let worker: Worker | null | undefined;
  let lastId = 0;
  const waiting = new Map<number, { request: CheckRequest; settle: (outcome: CheckOutcome) => void }>();
  /** The batch being checked, who hears of it, and how many of its files are answered; null when none runs. */
  let batch: { request: BatchRequest; onReply: (reply: BatchReply) => void; read: number } | null = null;
  const currentBatch = () => batch?.request.batch ?? 0;
  const hear = (reply: BatchReply) => {
    const running = batch;
    if (!running || reply.batch !== running.request.batch) return;
    running.read = reply.read;
    if (reply.done) batch = null;
    running.onReply(reply);
  };
  const batchHere = (request: BatchRequest) => {
    void import("./batch-run.ts").then(({ runBatch }) => runBatch(request, hear, currentBatch));
  };

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const { request, settle } of waiting.values()) void onThisThread(request).then(settle);
    waiting.clear();
    // A batch the worker had begun goes on here from its first file not answered.
    if (batch) batchHere({ ...batch.request, from: batch.read });
  };

  const start = (): Worker | null => {
    if (worker !== undefined) return worker;
    try {
      worker = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module", name: "check-a-call" });
    } catch {
      worker = null;
      return worker;
    }
    worker.onmessage = ({ data }: MessageEvent<CheckReply | BatchReply>) => {
      if ("batch" in data) {
        hear(data);
        return;
      }
      waiting.get(data.id)?.settle(data.outcome);
      waiting.delete(data.id);
    };
    // The script did not load (offline, blocked) or threw: what was sent is checked here instead.
    worker.onerror = fallBack;
    worker.onmessageerror = fallBack;
    worker.postMessage({ warm } satisfies WorkerMessage);
    return worker;
  };

  return {
    warm: () => void start(),
    check(source, settings) {
      const request: CheckRequest = { id: ++lastId, source, settings };
      const started = performance.now();
      return new Promise<CheckOutcome>((resolve) => {
        const settle = (outcome: CheckOutcome) => {
          performance.measure("vigil:check", { start: started, detail: { characters: source.length } });
          resolve(outcome);
        };
        const running = start();
        if (!running) {
          void onThisThread(request).then(settle);
          return;
        }
        waiting.set(request.id, { request, settle });
        running.postMessage(request satisfies WorkerMessage);
      });
    },
    checkFiles(files, settings, onReply) {
      const request: BatchRequest = { batch: ++lastId, files, settings, from: 0 };
      batch = { request, onReply, read: 0 };
      const running = start();
      if (running) running.postMessage(request satisfies WorkerMessage);
      else batchHere(request);
      return () => {
        if (batch?.request !== request) return;
        batch = null;
        worker?.postMessage({ stop: request.batch } satisfies WorkerMessage);
      };
    },
  };
}
