import { useEffect, useState } from "react";
import { chooseCallVoices, type CallVoices } from "./choose-voices.ts";

/**
 * The voices that can speak a call in `language` on this device, or null: when the browser has no speech
 * synthesis, or no local voice for the language. Voices can arrive after the page loads (`voiceschanged`).
 */
export function useCallVoices(language: string): CallVoices | null {
  const [voices, setVoices] = useState<CallVoices | null>(null);
  useEffect(() => {
    // Absent in some browsers and embedded views, whatever the type says.
    const synthesis = (window as Partial<Window>).speechSynthesis;
    if (!synthesis) return;
    const update = () => {
      setVoices(chooseCallVoices(synthesis.getVoices(), language));
    };
    update();
    synthesis.addEventListener("voiceschanged", update);
    return () => {
      synthesis.removeEventListener("voiceschanged", update);
    };
  }, [language]);
  return voices;
}
