/**
 * Play the call, with the browser's speech synthesis replaced by a recorder: each utterance's text and voice are
 * kept, `start` fires when it comes up, and `end` when the test says the line has been spoken.
 */
import type { Page } from "@playwright/test";
import { scenarios } from "#src/content/scenarios.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { demo, gotoHydrated, mitigation, tile, visiblePanel } from "./page-helpers.ts";

interface Spoken {
  text: string;
  voice: string | undefined;
  lang: string;
}

interface SpeechStub {
  spoken: Spoken[];
  cancels: number;
  finishLine(): void;
  setVoices(voices: { name: string; lang: string; localService: boolean }[]): void;
}

const LOCAL_VOICES = [
  { name: "Test Remote (Natural)", lang: "en-US", localService: false },
  { name: "Test Ava", lang: "en-US", localService: true },
  { name: "Test Tom", lang: "en-US", localService: true },
];

/** Installs the recorder before the page's scripts, with `voices` (none: an empty list; absent: no synthesis). */
async function stubSpeech(page: Page, voices: typeof LOCAL_VOICES | "no synthesis") {
  await page.addInitScript((initial) => {
    if (initial === "no synthesis") {
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
      return;
    }
    class Utterance extends EventTarget {
      voice: { name: string } | null = null;
      lang = "";
      rate = 1;
      pitch = 1;
      constructor(readonly text: string) {
        super();
      }
    }
    let voices = initial;
    let queue: Utterance[] = [];
    let current: Utterance | null = null;
    const stub = {
      spoken: [] as { text: string; voice: string | undefined; lang: string }[],
      cancels: 0,
      finishLine() {
        const done = current;
        current = null;
        done?.dispatchEvent(new Event("end"));
        next();
      },
      setVoices(list: typeof initial) {
        voices = list;
        synthesis.dispatchEvent(new Event("voiceschanged"));
      },
    };
    const next = () => {
      current = queue.shift() ?? null;
      if (!current) return;
      stub.spoken.push({ text: current.text, voice: current.voice?.name, lang: current.lang });
      current.dispatchEvent(new Event("start"));
    };
    const synthesis = Object.assign(new EventTarget(), {
      getVoices: () => voices,
      speak(utterance: Utterance) {
        queue.push(utterance);
        if (!current) next();
      },
      cancel() {
        stub.cancels++;
        const dropped = [current, ...queue];
        current = null;
        queue = [];
        for (const utterance of dropped) utterance?.dispatchEvent(new Event("error"));
      },
    });
    Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true });
    (window as unknown as { speech: typeof stub }).speech = stub;
  }, voices);
}

const speech = (page: Page) => page.evaluate(() => (window as unknown as { speech: SpeechStub }).speech);
const finishLine = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { speech: SpeechStub }).speech.finishLine();
  });
const playButton = (page: Page) => visiblePanel(page).getByRole("button", { name: "Play the call" });
const stopButton = (page: Page) => visiblePanel(page).getByRole("button", { name: "Stop" });
/** The transcript lines marked as being spoken. */
const current = (page: Page) => demo(page).locator('[aria-current="true"]');

test.describe("Play the call", () => {
  test("speaks the caller, then the agent, in two local voices, marking each line as it is spoken", async ({
    page,
    browserErrors,
  }) => {
    await stubSpeech(page, LOCAL_VOICES);
    await gotoHydrated(page, "/?industry=healthcare#demo-section");
    await playButton(page).click();

    // The caller's line comes up first, in the first local voice; the button now stops the call.
    await expect(stopButton(page)).toBeFocused();
    await expect(current(page)).toHaveCount(1);
    await expect(current(page)).toHaveText(scenarios.healthcare.prompt);
    await expect(current(page)).toHaveCSS("outline-style", "solid");
    // The line being spoken, and the button that stops it (the whole page is scanned in landing.spec.ts).
    await expectNoAxeViolations(page, { within: "#demo-section" });

    await finishLine(page);
    await expect(current(page)).toHaveText(scenarios.healthcare.response);
    await finishLine(page);
    await expect(current(page)).toHaveCount(0);
    await expect(playButton(page)).toBeVisible();

    const { spoken } = await speech(page);
    expect(spoken.map(({ text }) => text)).toEqual([scenarios.healthcare.prompt, scenarios.healthcare.response]);
    // Never the remote voice, and not the same voice twice.
    expect(spoken.map(({ voice }) => voice)).toEqual(["Test Ava", "Test Tom"]);
    expect(spoken.every(({ lang }) => lang === "en-US")).toBe(true);
    expect(browserErrors).toEqual([]);
  });

  test("Stop ends the call at once", async ({ page }) => {
    await stubSpeech(page, LOCAL_VOICES);
    await gotoHydrated(page, "/?industry=finance#demo-section");
    await playButton(page).click();
    await expect(current(page)).toHaveText(scenarios.finance.prompt);
    await stopButton(page).click();
    await expect(current(page)).toHaveCount(0);
    await expect(playButton(page)).toBeFocused();
    expect((await speech(page)).cancels).toBe(1);
    // Nothing else was spoken after the stop.
    expect((await speech(page)).spoken).toHaveLength(1);
  });

  test("after Mitigate it plays the compliant answer; a switch or Mitigate stops the call playing", async ({
    page,
  }) => {
    await stubSpeech(page, LOCAL_VOICES);
    await gotoHydrated(page, "/?industry=retail#demo-section");
    await mitigation(page).check();
    await playButton(page).click();
    await expect(current(page)).toHaveText(scenarios.retail.prompt);
    await finishLine(page);
    await expect(current(page)).toHaveText(scenarios.retail.mitigatedResponse);

    // Back to Common Risks while the agent speaks: the call stops, and the button says so.
    await mitigation(page).uncheck();
    await expect(current(page)).toHaveCount(0);
    await expect(playButton(page)).toBeVisible();
    expect((await speech(page)).cancels).toBe(1);

    // Another industry while a call plays: it stops too.
    await playButton(page).click();
    await expect(current(page)).toHaveText(scenarios.retail.prompt);
    await tile(page, "Education").click();
    await expect(current(page)).toHaveCount(0);
    expect((await speech(page)).cancels).toBe(2);
    await tile(page, "Retail").click();
    await expect(playButton(page)).toBeVisible();
  });

  test("is not offered without a local voice for the language, and appears when one arrives", async ({ page }) => {
    await stubSpeech(page, []);
    await gotoHydrated(page, "/?industry=retail#demo-section");
    await expect(visiblePanel(page).getByRole("link", { name: "Copy link" })).toBeVisible();
    await expect(playButton(page)).toHaveCount(0);
    // Voices often arrive after the page has loaded.
    await page.evaluate(() => {
      (window as unknown as { speech: SpeechStub }).speech.setVoices([
        { name: "Remote only", lang: "en-US", localService: false },
      ]);
    });
    await expect(playButton(page)).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { speech: SpeechStub }).speech.setVoices([
        { name: "Late Local", lang: "en-GB", localService: true },
      ]);
    });
    await expect(playButton(page)).toBeVisible();
  });

  test("is not offered where the browser has no speech synthesis", async ({ page, browserErrors }) => {
    await stubSpeech(page, "no synthesis");
    await gotoHydrated(page, "/?industry=retail#demo-section");
    await expect(visiblePanel(page).getByRole("link", { name: "Copy link" })).toBeVisible();
    await expect(demo(page).getByRole("button", { name: "Play the call" })).toHaveCount(0);
    expect(browserErrors).toEqual([]);
  });
});

test.describe("Play the call without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is not offered", async ({ page }) => {
    await page.goto("/?industry=retail");
    await expect(visiblePanel(page)).toHaveAccessibleName("Healthcare");
    await expect(demo(page).getByRole("button", { name: "Play the call" })).toHaveCount(0);
  });
});
