/**
 * The checker's Web Worker: reads and checks a call off the page's main thread, so typing, scrolling and the
 * page's answers stay responsive while a long call is checked (./checker-client.ts starts it).
 */
import { checkedCall } from "~/check/checked-call";
import { warmUp } from "~/check/warm-up";
import type { CheckReply, CheckRequest } from "./checker-client";

self.onmessage = ({ data }: MessageEvent<CheckRequest>) => {
  const reply: CheckReply = { id: data.id, outcome: checkedCall(data.source, data.settings) };
  self.postMessage(reply);
};

// The worker starts when the transcript box is focused: warmed while the visitor pastes, it checks their call with
// compiled patterns and optimized code.
warmUp();
