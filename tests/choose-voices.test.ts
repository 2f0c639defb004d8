// @vitest-environment node
import { describe, expect, it } from "vitest";
import { chooseCallVoices, type VoiceLike } from "#src/lib/call-player/choose-voices.ts";

const voice = (name: string, lang: string, localService = true): VoiceLike => ({ name, lang, localService });

describe("chooseCallVoices", () => {
  it("gives the caller and the agent two different local voices for the language", () => {
    const voices = [voice("Alex", "en-US"), voice("Samantha", "en-US"), voice("Thomas", "fr-FR")];
    expect(chooseCallVoices(voices, "en-US")).toEqual({ caller: voices[0], agent: voices[1] });
  });

  it("never picks a voice that speaks through a server", () => {
    const remote = voice("Google US English", "en-US", false);
    expect(chooseCallVoices([remote], "en-US")).toBeNull();
    expect(chooseCallVoices([remote, voice("eSpeak English", "en")], "en-US")?.agent.name).toBe("eSpeak English");
  });

  it("prefers the exact region, then the voices a platform marks as better", () => {
    const voices = [
      voice("Daniel", "en-GB"),
      voice("Fred", "en-US"),
      voice("Ava (Enhanced)", "en-US"),
      voice("Microsoft Aria Online (Natural)", "en-US"),
      voice("Serena (Premium)", "en-GB"),
    ];
    expect(chooseCallVoices(voices, "en-US")).toEqual({ caller: voices[2], agent: voices[3] });
  });

  it("reads languages written with an underscore or in any case", () => {
    expect(chooseCallVoices([voice("Android English", "EN_us")], "en-US")?.caller.name).toBe("Android English");
  });

  it("lets one voice speak both lines when the device has only one", () => {
    const only = voice("eSpeak English", "en-US");
    expect(chooseCallVoices([only, voice("Anna", "de-DE")], "en-US")).toEqual({ caller: only, agent: only });
  });

  it("gives nothing without a local voice for the language", () => {
    expect(chooseCallVoices([], "en-US")).toBeNull();
    expect(chooseCallVoices([voice("Anna", "de-DE")], "en-US")).toBeNull();
  });
});
