// @vitest-environment-options {"url": "https://vigil.test/"}
import { afterEach, describe, expect, it } from "vitest";
import confirmationAddressScript from "#src/inline-scripts/confirmation-address.ts?inline-script";
import { BOOKING_ID, BOOKING_ID_PROPERTY, KEEP_BOOKING_ID, keptBookingId } from "#src/lib/booking.ts";

/** Runs the confirmation page's first script at this address, from a script element as the page writes it. */
function runFirstScript(address: string, keepBookingId: boolean): void {
  history.replaceState(null, "", address);
  const script = document.createElement("script");
  if (keepBookingId) script.setAttribute(KEEP_BOOKING_ID, "");
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  // The page runs this text as the build writes it: so does the test (happy-dom runs no inline script here).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source under test is a string by design
  const run = new Function(confirmationAddressScript) as () => void;
  run();
}

afterEach(() => {
  Reflect.deleteProperty(document, "currentScript");
  // Read-only, as on the page, but configurable: delete it between tests.
  Reflect.deleteProperty(window, BOOKING_ID_PROPERTY);
});

describe("the confirmation page's first script", () => {
  it.each([
    ["uid=bk_123-abc&email=jane%40example.com&name=Jane", "bk_123-abc"],
    ["invitee_uuid=9f27d68d-1e4f-4a05&invitee_full_name=Jane", "9f27d68d-1e4f-4a05"],
    ["uid=abc&invitee_uuid=def", "abc"],
    ["email=jane%40example.com", null],
    ["uid=jane%40example.com", null],
    ["uid=", null],
    // Google's limit for a transaction id, as documented: 64 characters.
    [`uid=${"x".repeat(64)}`, "x".repeat(64)],
    [`uid=${"x".repeat(65)}`, null],
  ])("clears ?%s from the address, keeping %o in memory only", (query, kept) => {
    runFirstScript(`https://vigil.test/see-you-soon?${query}`, true);
    expect(location.href).toBe("https://vigil.test/see-you-soon");
    expect(keptBookingId(window)).toBe(kept);
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it("keeps nothing on a build without the ad conversion", () => {
    runFirstScript("https://vigil.test/see-you-soon?uid=bk_1", false);
    expect(location.href).toBe("https://vigil.test/see-you-soon");
    expect(keptBookingId(window)).toBeNull();
  });

  it("reads no id that another script could have planted in a wrong shape", () => {
    expect(keptBookingId({ [BOOKING_ID_PROPERTY]: "jane@example.com" })).toBeNull();
    expect(keptBookingId({ [BOOKING_ID_PROPERTY]: 42 })).toBeNull();
    expect(BOOKING_ID.test("bk_1")).toBe(true);
  });
});
