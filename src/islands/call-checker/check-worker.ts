/**
 * The checker's Web Worker: reads and checks a call off the page's main thread, so typing, scrolling and the
 * page's answers stay responsive while a long call is checked (./checker-client.ts starts it).
 */
import { checkedCall } from "#check/checked-call.ts";
import { warmUp } from "./warm-up.ts";
import type { CheckReply, CheckRequest } from "./checker-client.ts";

self.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  const reply: CheckReply = { id: data.id, outcome: checkedCall(data.source, data.settings) };
  self.postMessage(reply);
};

// The worker starts when the transcript box is focused: warmed while the visitor pastes, it checks their call with
// compiled patterns and optimized code.
warmUp();
