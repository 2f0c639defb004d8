/**
 * Checks calls in a Web Worker: a 3-hour call takes a phone a few hundred milliseconds, too long to hold up typing
 * (decision 018). Where a worker cannot start or fails, the check runs on this thread instead, with the same module,
 * loaded only then. Each check is timed as the user timing measure "vigil:check" (what `npm run bench` reads).
 */
import type { CheckOutcome } from "#check/checked-call.ts";
import type { CheckSettings } from "#check/types.ts";
import type { BatchReply } from "./batch-run.ts";
import type { BatchMessage } from "./batch-worker.ts";
import type { WarmUp } from "./warm-up-run.ts";

interface CheckRequest {
  id: number;
  source: string;
  settings: CheckSettings;
}

/** What the page sends its worker: the warm-up once, when it starts, then the calls and batches to check. */
export type WorkerMessage = CheckRequest | { warm: WarmUp } | BatchMessage;

export interface CheckReply {
  id: number;
  outcome: CheckOutcome;
}

export interface Checker {
  /** Starts the worker ahead of the first check, so its script is ready by the time a call is pasted. */
  warm(): void;
  check(source: string, settings: CheckSettings): Promise<CheckOutcome>;
  /**
   * The worker, for a batch (./start-batch.ts), its answers to `hear` and, if it fails, `failed` called; null where no
   * worker runs. A newer call's listeners replace the older's.
   */
  batchPort(hear: (reply: BatchReply) => void, failed: () => void): Worker | null;
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
  /** Who hears a batch's answers, and is told if the worker fails. */
  let batch: { hear: (reply: BatchReply) => void; failed: () => void } | null = null;

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const { request, settle } of waiting.values()) void onThisThread(request).then(settle);
    waiting.clear();
    batch?.failed();
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
        batch?.hear(data);
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
    batchPort(hear, failed) {
      batch = { hear, failed };
      return start();
    },
  };
}
