import { useMemo } from "react";
import { createPortal } from "react-dom";
import { demoSection } from "#src/content/demo.ts";
import { TRANSCRIPT } from "#src/lib/demo-state.ts";
import { PlayCallButton } from "./play-call-button.tsx";
import { useCallVoices } from "./use-call-voices.ts";

/**
 * A Play the call button under each panel's transcript (the column of the caller's line and the agent's answer),
 * where the device can speak the call with local voices; none otherwise, and none without JavaScript.
 */
export function CallButtons({ demo }: { demo: HTMLElement | null }) {
  const voices = useCallVoices(demoSection.callLanguage);
  // The demo's element is known once the island has mounted: from then on its panels are read from the page.
  const panels = useMemo(() => {
    if (!demo) return [];
    return [...demo.querySelectorAll<HTMLElement>("[data-scenario-panel]")].flatMap((panel) => {
      const transcript = panel.querySelector<HTMLElement>(TRANSCRIPT);
      return transcript ? [{ panel, transcript }] : [];
    });
  }, [demo]);

  if (!voices) return null;
  return panels.map(({ panel, transcript }) =>
    createPortal(<PlayCallButton panel={panel} voices={voices} />, transcript, panel.id),
  );
}
