import { useEffect, useRef, useState } from "react";
import { demoSection } from "#src/content/demo.ts";
import { MITIGATED_FIELD, TRANSCRIPT } from "#src/lib/demo-state.ts";
import { clearActiveCall, setActiveCall, stopActiveCall } from "./active-call.ts";
import type { CallVoices } from "./choose-voices.ts";
import type { CallLine } from "./speak-call.ts";

/**
 * The panel's call as it shows now, from its transcript: the caller's line (the last element of the first block),
 * then the agent's unsafe or mitigated answer (the pair that ends the second block).
 */
function linesOf(panel: HTMLElement): CallLine[] | null {
  const [callerBlock, agentBlock] = panel.querySelector(TRANSCRIPT)?.children ?? [];
  const caller = callerBlock?.lastElementChild;
  const mitigated = panel.querySelector<HTMLInputElement>(`input[name="${MITIGATED_FIELD}"]`)?.checked ?? false;
  const agent = agentBlock?.lastElementChild?.children.item(mitigated ? 1 : 0);
  if (!(caller instanceof HTMLElement) || !(agent instanceof HTMLElement)) return null;
  return [
    { element: caller, speaker: "caller" },
    { element: agent, speaker: "agent" },
  ];
}

/**
 * Play the call, then Stop while it plays: one panel's call, spoken in two local voices. The speech code loads on
 * the first press. A real button whose name says what pressing it does; the line being spoken is marked with
 * `aria-current`, and no live region speaks over the call.
 */
export function PlayCallButton({ panel, voices }: { panel: HTMLElement; voices: CallVoices }) {
  const [playing, setPlaying] = useState(false);
  const stop = useRef<(() => void) | null>(null);
  const starting = useRef(false);

  // Leaving the page, or the island going away, ends this panel's call.
  useEffect(
    () => () => {
      stop.current?.();
    },
    [],
  );

  const press = async () => {
    if (stop.current) {
      stop.current();
      return;
    }
    if (starting.current) return;
    starting.current = true;
    try {
      const { speakCall } = await import("./speak-call.ts");
      const lines = linesOf(panel);
      if (!lines) return;
      stopActiveCall();
      const stopThis: () => void = speakCall(lines, voices, () => {
        clearActiveCall(stopThis);
        stop.current = null;
        setPlaying(false);
      });
      stop.current = stopThis;
      setActiveCall(stopThis);
      setPlaying(true);
    } finally {
      starting.current = false;
    }
  };

  return (
    <button
      type="button"
      onClick={() => void press()}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-accent-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-accent-800"
    >
      {/* The icons' classes written out (components/icon.tsx draws the same): its table of every icon would
          cost the island's bytes. */}
      <span
        aria-hidden="true"
        className={`iconify inline-block size-4 shrink-0 ${playing ? "lucide--square" : "lucide--play"}`}
      />
      {playing ? demoSection.stopCall : demoSection.playCall}
    </button>
  );
}
