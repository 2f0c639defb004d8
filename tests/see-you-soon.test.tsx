import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createRoutesStub, Outlet, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentBanner } from "~/components/consent-banner";
import { resetConversionForTests } from "~/lib/analytics";
import { consentStore } from "~/lib/consent-store";

const ads = vi.hoisted(() => {
  const state: { current: { id: string; conversionLabel: string } | null } = { current: null };
  return state;
});
vi.mock("~/config/site-config", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/config/site-config")>();
  return {
    ...original,
    get siteConfig() {
      return { ...original.siteConfig, googleAds: ads.current };
    },
  };
});

const { default: SeeYouSoon } = await import("~/routes/see-you-soon");

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

function renderPage(url: string) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <>
          <Outlet />
          <Location />
          <ConsentBanner />
        </>
      ),
      children: [
        { path: "/see-you-soon", Component: SeeYouSoon },
        { path: "/", Component: () => <h1>Home</h1> },
      ],
    },
  ]);
  render(
    <StrictMode>
      <Stub initialEntries={[url]} />
    </StrictMode>,
  );
}

const conversions = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command]) => command === "event");

beforeEach(() => {
  ads.current = { id: "AW-42", conversionLabel: "label_1" };
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

describe("/see-you-soon", () => {
  it("shows the confirmation and a way home", () => {
    renderPage("/see-you-soon");
    expect(screen.getByRole("heading", { level: 1, name: "See You Soon!" })).toBeInTheDocument();
    expect(screen.getByText("Your meeting is confirmed. We'll follow up via email shortly.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("sends exactly one conversion under StrictMode, with the booking id, after dropping the query", async () => {
    renderPage("/see-you-soon?uid=bk_1&email=jane%40example.com");
    await waitFor(() => {
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/see-you-soon$/);
    });
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(conversions()[0]).toEqual([
      "event",
      "conversion",
      { send_to: "AW-42/label_1", value: 1, currency: "EUR", transaction_id: "bk_1" },
    ]);
    expect(
      document.head.querySelectorAll("script[src='https://www.googletagmanager.com/gtag/js?id=AW-42']"),
    ).toHaveLength(1);
  });

  it("does not send again when the page mounts a second time in the same page load", async () => {
    const user = userEvent.setup();
    renderPage("/see-you-soon");
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    await user.click(screen.getByRole("link", { name: "Return to Home" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(conversions()).toHaveLength(1);
  });

  it("asks for consent, and the answer is passed to the tag and kept", async () => {
    const user = userEvent.setup();
    renderPage("/see-you-soon");
    const banner = await screen.findByRole("region", { name: "Cookies for ad measurement" });
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem("vigil:ads-consent")).toBe("denied");
    const last = (window.dataLayer ?? []).at(-1) as ArrayLike<unknown>;
    expect(Array.from(last)).toEqual([
      "consent",
      "update",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    ]);
  });

  it("asks Google for restricted data processing, before config, only when the browser sends GPC", async () => {
    const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    const restricted = () => commands().filter(([command]) => command === "set");

    renderPage("/see-you-soon");
    await waitFor(() => {
      expect(conversions()).toHaveLength(1);
    });
    expect(restricted()).toEqual([]);

    cleanup();
    delete window.dataLayer;
    delete window.gtag;
    resetConversionForTests();
    consentStore.reset();
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    try {
      renderPage("/see-you-soon");
      await waitFor(() => {
        expect(conversions()).toHaveLength(1);
      });
      expect(restricted()).toEqual([["set", "restricted_data_processing", true]]);
      const order = commands().map(([command]) => command);
      expect(order.indexOf("set")).toBeLessThan(order.indexOf("config"));
    } finally {
      Reflect.deleteProperty(navigator, "globalPrivacyControl");
    }
  });

  it("does nothing with ads when they are not configured", async () => {
    ads.current = null;
    renderPage("/see-you-soon?email=jane%40example.com");
    await waitFor(() => {
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/see-you-soon$/);
    });
    expect(window.dataLayer).toBeUndefined();
    expect(document.head.querySelector("script[src*='googletagmanager']")).toBeNull();
    expect(screen.queryByRole("region", { name: "Cookies for ad measurement" })).toBeNull();
  });
});
