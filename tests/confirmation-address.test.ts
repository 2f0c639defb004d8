// @vitest-environment-options {"url": "https://vigil.test/"}
import { describe, expect, it } from "vitest";
import confirmationAddressScript from "#src/inline-scripts/confirmation-address.ts?inline-script";

/** Runs the confirmation page's first script at this address, as the build writes it. */
function runFirstScript(address: string): void {
  history.replaceState(null, "", address);
  // The page runs this text as the build writes it: so does the test (happy-dom runs no inline script here).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source under test is a string by design
  const run = new Function(confirmationAddressScript) as () => void;
  run();
}

describe("the confirmation page's first script", () => {
  it.each([
    "uid=bk_123-abc&email=jane%40example.com&name=Jane",
    "invitee_uuid=9f27d68d-1e4f-4a05&invitee_full_name=Jane",
    "email=jane%40example.com",
  ])("clears ?%s from the address and keeps none of it, in storage or in memory", (query) => {
    const before = new Set(Object.keys(window));
    runFirstScript(`https://vigil.test/see-you-soon?${query}`);
    expect(location.href).toBe("https://vigil.test/see-you-soon");
    expect(sessionStorage.length + localStorage.length).toBe(0);
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual([]);
    expect(confirmationAddressScript).not.toMatch(/defineProperty|searchParams/);
  });

  it("leaves an address without parameters alone", () => {
    runFirstScript("https://vigil.test/see-you-soon");
    expect(location.href).toBe("https://vigil.test/see-you-soon");
  });
});
