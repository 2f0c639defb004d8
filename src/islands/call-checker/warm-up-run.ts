/**
 * The warm-up as the worker runs it: each call checked, every round (the calls and why are in ./warm-up.ts, which only
 * the build reads).
 */
import { checkedCall } from "#check/checked-call.ts";
import type { CheckSettings } from "#check/types.ts";

export interface WarmUp {
  calls: readonly { transcript: string; settings: CheckSettings }[];
  rounds: number;
}

export function warmUp({ calls, rounds }: WarmUp): void {
  for (let round = 0; round < rounds; round++)
    for (const { transcript, settings } of calls) checkedCall(transcript, settings);
}
