/**
 * Which of the browser's voices speak a call. Only voices of the device itself (`localService`), so no text
 * leaves the browser; of those, the ones for the call's language, the exact region first, and among them the ones
 * the platform marks as its better voices (Apple's "Enhanced" and "Premium", Microsoft's and Google's "Natural" or
 * "Neural" ones). The caller and the agent get two different voices when the device has two.
 */

/** What the choice reads of a voice: a `SpeechSynthesisVoice`, or a test's stand-in. */
export interface VoiceLike {
  name: string;
  lang: string;
  localService: boolean;
}

export interface CallVoices<Voice extends VoiceLike = SpeechSynthesisVoice> {
  caller: Voice;
  agent: Voice;
}

const BETTER_VOICE = /\b(natural|enhanced|premium|neural)\b/i;

/** A voice's rank for a language: the lower, the better; undefined for a voice that cannot speak it. */
function rank(voice: VoiceLike, language: string): number | undefined {
  const wanted = language.toLowerCase();
  const lang = voice.lang.toLowerCase().replace("_", "-");
  if (!voice.localService || lang.split("-")[0] !== wanted.split("-")[0]) return undefined;
  return (lang === wanted ? 0 : 2) + (BETTER_VOICE.test(voice.name) ? 0 : 1);
}

/** The two voices of a call in `language` (BCP 47, "en-US"), or null when the device has no local voice for it. */
export function chooseCallVoices<Voice extends VoiceLike>(
  voices: readonly Voice[],
  language: string,
): CallVoices<Voice> | null {
  const ranked = voices
    .map((voice, index) => ({ voice, index, rank: rank(voice, language) }))
    .filter((entry): entry is { voice: Voice; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.voice);
  const [caller, second] = ranked;
  if (!caller) return null;
  return { caller, agent: ranked.find((voice) => voice.name !== caller.name) ?? second ?? caller };
}
