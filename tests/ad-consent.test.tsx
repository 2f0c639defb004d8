import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PrivacyChoicesLink } from "~/components/privacy-choices-link";
import { AdConsent } from "~/islands/ad-consent";
import { resetConversionForTests } from "~/lib/analytics";
import { consentStore } from "~/lib/consent-store";

const ads = { id: "AW-42", conversionLabel: "label_1" };

/** The island as a page of an ads build has it, under StrictMode (effects run twice), beside the footer's link. */
function renderIsland({ sendConversion }: { sendConversion: boolean }) {
  return render(
    <StrictMode>
      <PrivacyChoicesLink />
      <AdConsent ads={ads} sendConversion={sendConversion} />
    </StrictMode>,
  );
}

const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const conversions = () => commands().filter(([command]) => command === "event");
const gtagScripts = () =>
  document.head.querySelectorAll("script[src='https://www.googletagmanager.com/gtag/js?id=AW-42']");

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  localStorage.clear();
  sessionStorage.clear();
  resetConversionForTests();
  consentStore.reset();
});

afterEach(() => {
  document.head.querySelectorAll("script[src*='googletagmanager']").forEach((script) => {
    script.remove();
  });
});

describe("the ad consent island", () => {
  it("sends exactly one conversion under StrictMode, with the booking id the page's first script kept", async () => {
    sessionStorage.setItem("vigil:booking-conversion-id", "bk_1");
    renderIsland({ sendConversion: true });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(conversions()[0]).toEqual([
      "event",
      "conversion",
      { send_to: "AW-42/label_1", value: 1, currency: "EUR", transaction_id: "bk_1" },
    ]);
    expect(gtagScripts()).toHaveLength(1);
  });

  it("queues Consent Mode's default, then config with no personalization signals and no page view", async () => {
    renderIsland({ sendConversion: true });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(commands().map(([command]) => command)).toEqual(["consent", "set", "js", "config", "event"]);
    expect(commands()[0]).toEqual([
      "consent",
      "default",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "denied",
        wait_for_update: 500,
      },
    ]);
    expect(commands()[3]).toEqual([
      "config",
      "AW-42",
      { allow_ad_personalization_signals: false, send_page_view: false },
    ]);
  });

  it("does not send again when the island mounts a second time in the same page load", async () => {
    const first = renderIsland({ sendConversion: true });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    first.unmount();
    renderIsland({ sendConversion: true });
    // The second mount has run its effects: it marked the tag on the page again, which shows the banner.
    expect(await screen.findByRole("region", { name: "Cookies for ad measurement" })).toBeInTheDocument();
    expect(conversions()).toHaveLength(1);
    expect(gtagScripts()).toHaveLength(1);
  });

  it("on a page without the conversion, sends nothing and shows no banner until the privacy choices are opened", async () => {
    const user = userEvent.setup();
    renderIsland({ sendConversion: false });
    expect(screen.queryByRole("region", { name: "Cookies for ad measurement" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Your privacy choices" }));
    const banner = await screen.findByRole("region", { name: "Cookies for ad measurement" });
    expect(screen.getByRole("button", { name: "Accept" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem("vigil:ads-consent")).toBe("denied");
    expect(window.location.hash).toBe("");
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
  });

  it("asks for consent, and the answer is passed to the tag and kept", async () => {
    const user = userEvent.setup();
    renderIsland({ sendConversion: true });
    const banner = await screen.findByRole("region", { name: "Cookies for ad measurement" });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem("vigil:ads-consent")).toBe("denied");
    expect(commands().at(-1)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
  });

  it("restricts Google's processing until the visitor accepts, and lifts it on Accept", async () => {
    const restricted = () =>
      commands()
        .filter(([command, name]) => command === "set" && name === "restricted_data_processing")
        .map(([, , value]) => value);
    const user = userEvent.setup();
    renderIsland({ sendConversion: true });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    // Before config and the conversion: nothing leaves unrestricted.
    const order = commands().map(([command]) => command);
    expect(order.indexOf("set")).toBeLessThan(order.indexOf("config"));
    expect(restricted()).toEqual([true]);
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(restricted()).toEqual([true, false]);
  });

  it("starts unrestricted for a visitor who accepted before, and never lifts it under GPC", async () => {
    const restricted = () => commands().filter(([command]) => command === "set").map(([, , value]) => value);
    localStorage.setItem("vigil:ads-consent", "granted");
    renderIsland({ sendConversion: true });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(restricted()).toEqual([false]);

    cleanup();
    delete window.dataLayer;
    delete window.gtag;
    resetConversionForTests();
    consentStore.reset();
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      const user = userEvent.setup();
      renderIsland({ sendConversion: true });
      await waitFor(() => {
        expect(conversions()).toHaveLength(1);
      });
      // A stored Accept is not applied under GPC, and an Accept pressed anyway keeps the restriction.
      expect(restricted()).toEqual([true]);
      await user.click(await screen.findByRole("button", { name: "Accept" }));
      expect(restricted()).toEqual([true, true]);
    } finally {
      Reflect.deleteProperty(navigator, "globalPrivacyControl");
    }
  });
});
