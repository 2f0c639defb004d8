/**
 * The checker's Web Worker: reads and checks a call off the page's main thread, so typing, scrolling and the
 * page's answers stay responsive while a long call is checked (./checker-client.ts starts it). It checks a batch of
 * files too (./batch-run.ts), reading them here.
 */
import { checkedCall } from "#check/checked-call.ts";
import type { BatchReply } from "./batch-run.ts";
import type { CheckReply, WorkerMessage } from "./checker-client.ts";
import { warmUp } from "./warm-up-run.ts";

/** The batch being checked; 0 once it is stopped. */
let currentBatch = 0;
const answer = (reply: CheckReply | BatchReply) => {
  self.postMessage(reply);
};

self.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
  // The first message, sent when the worker starts (the transcript box was focused): warmed while the visitor pastes,
  // it checks their call with compiled patterns and optimized code.
  if ("warm" in data) warmUp(data.warm);
  else if ("stop" in data) currentBatch = 0;
  else if ("batch" in data) {
    currentBatch = data.batch;
    const request = data;
    void import("./batch-run.ts").then(({ runBatch }) => runBatch(request, answer, () => currentBatch));
  } else answer({ id: data.id, outcome: checkedCall(data.source, data.settings) });
};
