import { useMemo } from "react";
import { createPortal } from "react-dom";
import { demoSection } from "~/content/demo";
import { TRANSCRIPT } from "~/lib/demo-state";
import { PlayCallButton } from "./play-call-button";
import { useCallVoices } from "./use-call-voices";

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
