/**
 * The checker's Web Worker: reads and checks a call off the page's main thread, so typing, scrolling and the
 * page's answers stay responsive while a long call is checked (./checker-client.ts starts it). It checks a batch of
 * files too, with code it loads when the first batch comes (./batch-worker.ts).
 */
import { checkedCall } from "#check/checked-call.ts";
import type { CheckReply, WorkerMessage } from "./checker-client.ts";
import { warmUp } from "./warm-up-run.ts";

/** The batch's messages, in order: its code loads once, and they wait for it. */
let batches: Promise<typeof import("./batch-worker.ts")> | undefined;

self.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
  // The first message, sent when the worker starts (the transcript box was focused): warmed while the visitor pastes,
  // it checks their call with compiled patterns and optimized code.
  if ("warm" in data) warmUp(data.warm);
  else if ("id" in data) {
    const reply: CheckReply = { id: data.id, outcome: checkedCall(data.source, data.settings) };
    self.postMessage(reply);
  } else {
    batches ??= import("./batch-worker.ts");
    void batches.then(({ onBatchMessage }) => {
      onBatchMessage(data);
    });
  }
};
