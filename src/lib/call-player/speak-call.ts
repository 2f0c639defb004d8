/**
 * Speaks a call line by line with the browser's speech synthesis, marking the line being spoken with
 * `aria-current` (app.css rings it, without motion). Loaded on the first press of Play the call.
 */
import type { CallVoices } from "./choose-voices.ts";

/** A pace a listener can follow on a first hearing: a little slower than the voices' default. */
const RATE = 0.95;
/** With one voice only, the caller speaks higher and the agent lower, so the two still sound apart. */
const PITCH_APART = { caller: 1.15, agent: 0.9 } as const;

export interface CallLine {
  /** The element that shows the line: marked while it is spoken. */
  element: HTMLElement;
  speaker: keyof CallVoices;
}

/**
 * Queues each line in its speaker's voice and returns the function that stops the call at once. `onEnd` runs once,
 * when the last line has been spoken, when the call is stopped, or when the browser gives up on it.
 */
export function speakCall(lines: readonly CallLine[], voices: CallVoices, onEnd: () => void): () => void {
  const synthesis = window.speechSynthesis;
  const sameVoice = voices.caller === voices.agent;
  let ended = false;
  const unmark = () => {
    for (const line of lines) line.element.removeAttribute("aria-current");
  };
  const end = () => {
    if (ended) return;
    ended = true;
    unmark();
    onEnd();
  };
  lines.forEach((line, index) => {
    const utterance = new SpeechSynthesisUtterance(line.element.textContent.trim());
    utterance.voice = voices[line.speaker];
    utterance.lang = voices[line.speaker].lang;
    utterance.rate = RATE;
    if (sameVoice) utterance.pitch = PITCH_APART[line.speaker];
    utterance.addEventListener("start", () => {
      if (ended) return;
      unmark();
      line.element.setAttribute("aria-current", "true");
    });
    utterance.addEventListener("end", () => {
      if (index === lines.length - 1) end();
    });
    utterance.addEventListener("error", end);
    synthesis.speak(utterance);
  });
  return () => {
    end();
    synthesis.cancel();
  };
}
