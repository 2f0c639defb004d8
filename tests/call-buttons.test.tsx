import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addCallButtons } from "#src/lib/demo/call-buttons.ts";
import { DEMO_SECTION_ID } from "#src/lib/demo-state.ts";
import { scenarios } from "#src/content/scenarios.ts";
import { IndustryDemo } from "#src/sections/industry-demo.tsx";

/** The browser's speech synthesis, as far as Play the call uses it: its voices, and what it was asked to say. */
class FakeSynthesis extends EventTarget {
  voices: { name: string; lang: string; localService: boolean }[] = [];
  spoken: FakeUtterance[] = [];
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
  }
  cancel() {
    this.spoken = [];
  }
}
class FakeUtterance extends EventTarget {
  voice: unknown = null;
  lang = "";
  rate = 1;
  pitch = 1;
  constructor(readonly text: string) {
    super();
  }
}

let synthesis: FakeSynthesis;
let stop: () => void = () => undefined;

beforeEach(() => {
  synthesis = new FakeSynthesis();
  vi.stubGlobal("speechSynthesis", synthesis);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  render(<IndustryDemo />);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

const start = () => {
  stop = addCallButtons(document.getElementById(DEMO_SECTION_ID)!);
};
const panel = (name: string) => screen.getByRole("region", { name });

describe("Play the call", () => {
  it("is offered only once the device has a local voice for the call's language", () => {
    synthesis.voices = [{ name: "Remote", lang: "en-US", localService: false }];
    start();
    expect(screen.queryByRole("button", { name: "Play the call" })).toBeNull();
    synthesis.voices.push({ name: "Local", lang: "en-US", localService: true });
    synthesis.dispatchEvent(new Event("voiceschanged"));
    expect(within(panel("Retail")).getAllByRole("button", { name: "Play the call" })).toHaveLength(1);
    synthesis.voices = [];
    synthesis.dispatchEvent(new Event("voiceschanged"));
    expect(screen.queryByRole("button", { name: "Play the call" })).toBeNull();
  });

  it("speaks the panel's caller, then the answer shown, marking the line being spoken, and stops on a second press", async () => {
    synthesis.voices = [{ name: "Local", lang: "en-US", localService: true }];
    start();
    const user = userEvent.setup();
    const button = within(panel("Retail")).getByRole("button", { name: "Play the call" });
    await user.click(button);
    await waitFor(() => {
      expect(synthesis.spoken.map(({ text }) => text)).toEqual([scenarios.retail.prompt, scenarios.retail.response]);
    });
    expect(button).toHaveAccessibleName("Stop");
    synthesis.spoken[0]!.dispatchEvent(new Event("start"));
    expect(within(panel("Retail")).getByText(scenarios.retail.prompt)).toHaveAttribute("aria-current", "true");
    await user.click(button);
    expect(button).toHaveAccessibleName("Play the call");
    expect(within(panel("Retail")).getByText(scenarios.retail.prompt)).not.toHaveAttribute("aria-current");
  });

  it("speaks the mitigated answer once the panel is mitigated", async () => {
    synthesis.voices = [{ name: "Local", lang: "en-US", localService: true }];
    start();
    const user = userEvent.setup();
    await user.click(within(panel("Finance")).getByRole("checkbox", { name: /Mitigate/ }));
    await user.click(within(panel("Finance")).getByRole("button", { name: "Play the call" }));
    await waitFor(() => {
      expect(synthesis.spoken.map(({ text }) => text)).toEqual([
        scenarios.finance.prompt,
        scenarios.finance.mitigatedResponse,
      ]);
    });
  });
});
