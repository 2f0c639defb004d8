/**
 * The consent markup as the build renders it (static HTML, no React in the browser), made to work by the pages'
 * consent script: what shows, what is stored and what is queued for Google, for each choice and under GPC.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConsentBanner } from "#src/components/consent-banner.tsx";
import { PrivacyChoicesPanel } from "#src/components/privacy-choices-panel.tsx";
import { startConsentControls } from "#src/lib/consent/consent-controls.ts";

const ads = { id: "AW-42", conversionLabel: "label_1" };

function page(markup: string, { gpc = false }: { gpc?: boolean } = {}) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true });
  document.body.innerHTML = markup;
  startConsentControls(document);
}
const confirmationPage = (options?: Parameters<typeof page>[1]) => {
  page(renderToStaticMarkup(<ConsentBanner ads={ads} />), options);
};
const choicesPage = (options?: Parameters<typeof page>[1]) => {
  page(renderToStaticMarkup(<PrivacyChoicesPanel />), options);
};

const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const conversions = () => commands().filter(([command]) => command === "event");
const tagScripts = () => document.head.querySelectorAll("script[src^='https://www.googletagmanager.com/gtag/js']");
const entries = (area: Storage) =>
  Object.fromEntries(
    Array.from({ length: area.length }, (_, index) => area.key(index) ?? "").map((key) => [key, area.getItem(key)]),
  );
const stored = () => ({ local: entries(localStorage), session: entries(sessionStorage) });
const question = () => screen.getByText("May Google Ads count this booking?").closest("section");

beforeEach(() => {
  delete window.dataLayer;
  delete window.gtag;
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  document.cookie = "_gcl_au=; Max-Age=0; Path=/";
});

describe("the confirmation page's banner", () => {
  it("asks, and before an answer stores nothing and queues nothing for Google", () => {
    confirmationPage();
    expect(screen.getByRole("region", { name: "May Google Ads count this booking?" })).toBe(question());
    expect(question()).toBeVisible();
    expect(stored()).toEqual({ local: {}, session: {} });
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it("on Accept, stores the answer, sends one conversion with a random id, and says so", async () => {
    confirmationPage();
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(commands().map((entry) => entry.slice(0, 2).map(String).join(" "))).toEqual([
      "consent default",
      expect.stringMatching(/^js /),
      "config AW-42",
      "event conversion",
    ]);
    expect(commands()[0]?.[2]).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(commands()[2]?.[2]).toEqual({ allow_ad_personalization_signals: false, send_page_view: false });
    const transactionId = expect.stringMatching(/^[\w-]{16,64}$/) as unknown as string;
    expect(conversions()).toEqual([
      ["event", "conversion", { send_to: "AW-42/label_1", value: 1, currency: "EUR", transaction_id: transactionId }],
    ]);
    expect(tagScripts()).toHaveLength(1);
    expect(stored()).toEqual({
      local: { "vigil:ads-consent": "granted" },
      session: { "vigil:conversion-sent": transactionId },
    });
    expect(stored().session["vigil:conversion-sent"]).toBe(
      (conversions()[0]?.[2] as { transaction_id: string }).transaction_id,
    );
    expect(question()).not.toBeVisible();
    expect(screen.getByText(/Google Ads counts this booking once/)).toHaveFocus();
  });

  it("on Reject, stores only the answer and sends nothing", async () => {
    confirmationPage();
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(stored()).toEqual({ local: { "vigil:ads-consent": "denied" }, session: {} });
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
    expect(screen.getByText(/nothing was sent to Google/)).toHaveFocus();
  });

  it("with an earlier Accept, asks nothing and sends the conversion once the page has painted, once a tab", async () => {
    localStorage.setItem("vigil:ads-consent", "granted");
    confirmationPage();
    expect(question()).not.toBeVisible();
    expect(window.dataLayer).toBeUndefined();
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(conversions()[0]?.[2]).toMatchObject({ transaction_id: sessionStorage.getItem("vigil:conversion-sent") });

    // The page again in this tab (a reload): no second conversion.
    delete window.dataLayer;
    confirmationPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.dataLayer).toBeUndefined();
  });

  it("with an earlier Reject, asks nothing and sends nothing", async () => {
    localStorage.setItem("vigil:ads-consent", "denied");
    confirmationPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(question()).not.toBeVisible();
    expect(window.dataLayer).toBeUndefined();
  });

  it("under Global Privacy Control, asks nothing, sends nothing even after an earlier Accept, and says why", async () => {
    localStorage.setItem("vigil:ads-consent", "granted");
    confirmationPage({ gpc: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(question()).not.toBeVisible();
    expect(screen.getByRole("region", { name: "Opt-out preference signal honored" })).toBeVisible();
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
    expect(stored().session).toEqual({});
  });
});

describe("the privacy choices page", () => {
  /** What the live region shows: its statements that are not hidden. */
  const status = () => {
    const region = screen.getByRole("status");
    return [...region.children].filter((child) => !(child as HTMLElement).hidden).map((child) => child.textContent);
  };

  it("states the choice in force and changes it, announcing the change; it never contacts Google", async () => {
    choicesPage();
    expect(status()).toEqual([expect.stringMatching(/^You have not chosen yet/)]);
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(status()).toEqual([expect.stringMatching(/^You accepted/)]);
    expect(stored()).toEqual({ local: { "vigil:ads-consent": "granted" }, session: {} });
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it("on Reject, withdraws an earlier Accept: the tag's cookies on this site and the sent record go", async () => {
    localStorage.setItem("vigil:ads-consent", "granted");
    sessionStorage.setItem("vigil:conversion-sent", "bk_1");
    document.cookie = "_gcl_au=1.1.123.456; Path=/";
    choicesPage();
    expect(status()).toEqual([expect.stringMatching(/^You accepted/)]);
    await userEvent.click(screen.getByRole("button", { name: "Reject" }));
    expect(status()).toEqual([expect.stringMatching(/^You rejected/)]);
    expect(stored()).toEqual({ local: { "vigil:ads-consent": "denied" }, session: {} });
    expect(document.cookie).not.toContain("_gcl_au");
  });

  it("under Global Privacy Control, says the signal is honored and offers nothing to accept", () => {
    localStorage.setItem("vigil:ads-consent", "granted");
    choicesPage({ gpc: true });
    expect(status()).toEqual([expect.stringMatching(/^Opt-out preference signal honored/)]);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(screen.getByRole("button", { name: "Accept", hidden: true })).not.toBeVisible();
  });
});
