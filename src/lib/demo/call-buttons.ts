/**
 * A Play the call button under each panel's transcript (the column of the caller's line and the agent's answer),
 * where the device can speak the call with local voices; none otherwise, and none without JavaScript. Pressed, it
 * speaks the panel's call as it shows now (caller, then the unsafe or mitigated answer), and reads Stop until the
 * call ends. The speech code loads on the first press. A real button whose name says what pressing it does; the line
 * being spoken is marked with `aria-current`, and no live region speaks over the call.
 */
import { demoSection } from "#src/content/demo.ts";
import { clearActiveCall, setActiveCall, stopActiveCall } from "#src/lib/call-player/active-call.ts";
import { chooseCallVoices, type CallVoices } from "#src/lib/call-player/choose-voices.ts";
import type { CallLine } from "#src/lib/call-player/speak-call.ts";
import { MITIGATED_FIELD, TRANSCRIPT } from "#src/lib/demo-state.ts";

const BUTTON_CLASS =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-accent-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-accent-800";
const ICON_CLASS = { idle: "lucide--play", playing: "lucide--square" } as const;

/** The panel's call as it shows now: the last element of the transcript's first block, and the answer shown. */
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

/** One panel's button; `voices` reads the device's current choice when pressed. */
function playButton(panel: HTMLElement, voices: () => CallVoices | null): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = BUTTON_CLASS;
  const icon = document.createElement("span");
  icon.setAttribute("aria-hidden", "true");
  const label = document.createTextNode("");
  button.append(icon, label);
  const show = (playing: boolean) => {
    icon.className = `iconify inline-block size-4 shrink-0 ${playing ? ICON_CLASS.playing : ICON_CLASS.idle}`;
    label.data = playing ? demoSection.stopCall : demoSection.playCall;
  };
  show(false);

  let stop: (() => void) | null = null;
  let starting = false;
  button.addEventListener("click", () => {
    if (stop) {
      stop();
      return;
    }
    if (starting) return;
    starting = true;
    void import("#src/lib/call-player/speak-call.ts")
      .then(({ speakCall }) => {
        const lines = linesOf(panel);
        const chosen = voices();
        if (!lines || !chosen) return;
        stopActiveCall();
        const stopThis: () => void = speakCall(lines, chosen, () => {
          clearActiveCall(stopThis);
          stop = null;
          show(false);
        });
        stop = stopThis;
        setActiveCall(stopThis);
        show(true);
      })
      .finally(() => {
        starting = false;
      });
  });
  return button;
}

/**
 * Adds the buttons once the device has voices for the call's language (they can arrive after the page loads:
 * `voiceschanged`), and removes them if it no longer has. Returns what undoes it.
 */
export function addCallButtons(root: HTMLElement): () => void {
  // Absent in some browsers and embedded views, whatever the type says.
  const synthesis = (window as Partial<Window>).speechSynthesis;
  if (!synthesis) return () => undefined;
  let voices: CallVoices | null = null;
  let buttons: HTMLButtonElement[] = [];
  const update = () => {
    voices = chooseCallVoices(synthesis.getVoices(), demoSection.callLanguage);
    if (voices && buttons.length === 0) {
      buttons = [...root.querySelectorAll<HTMLElement>("[data-scenario-panel]")].flatMap((panel) => {
        const transcript = panel.querySelector(TRANSCRIPT);
        if (!transcript) return [];
        const button = playButton(panel, () => voices);
        transcript.append(button);
        return [button];
      });
    } else if (!voices) {
      stopActiveCall();
      for (const button of buttons) button.remove();
      buttons = [];
    }
  };
  update();
  synthesis.addEventListener("voiceschanged", update);
  return () => {
    synthesis.removeEventListener("voiceschanged", update);
    stopActiveCall();
    for (const button of buttons) button.remove();
  };
}
