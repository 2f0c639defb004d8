import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { laws } from "~/content/laws";
import { scenarioFor } from "~/content/scenarios";
import { IndustryDemo } from "~/sections/industry-demo";

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders the demo and waits for the panels' details, which load after the first view. */
async function renderDemo(url = "/") {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <IndustryDemo />
          <LocationProbe />
          <Toaster />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  await within(screen.getByRole("tabpanel")).findByRole("button", { name: /Mitigate/ });
  return { user: userEvent.setup(), location: () => screen.getByTestId("location").textContent };
}

const activePanel = () => screen.getByRole("tabpanel");
/** The live region is updated once the click's frame is painted. */
async function expectAnnounced(text: string) {
  await waitFor(() => {
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });
}

// Both labels of the toggle are in the DOM; CSS shows one (checked in Chromium by e2e/landing.spec.ts).
const toggle = () => within(activePanel()).getByRole("button", { name: /Mitigate/ });

describe("industry demo", () => {
  it("opens on healthcare with its prompt, unsafe response, violations and exposure", async () => {
    await renderDemo();
    const healthcare = scenarioFor("healthcare");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab")).toHaveLength(7);
    const panel = activePanel();
    expect(panel).toHaveAccessibleName("Healthcare");
    expect(within(panel).getByText(healthcare.prompt)).toBeVisible();
    expect(within(panel).getByText(healthcare.response)).toBeInTheDocument();
    expect(within(panel).getByText("NON-COMPLIANT")).toBeInTheDocument();
    expect(within(panel).getAllByRole("button", { name: "HIPAA" })).toHaveLength(healthcare.violations.length);
    expect(within(panel).getByText(healthcare.totalExposure)).toBeInTheDocument();
    expect(panel).toHaveAttribute("data-state", "unsafe");
    // The other six panels are out of reach until selected.
    const hidden = screen.getAllByRole("tabpanel", { hidden: true }).filter((element) => element !== panel);
    expect(hidden).toHaveLength(6);
    for (const element of hidden) {
      expect(element).toHaveAttribute("data-state", "hidden");
      expect(element).toHaveAttribute("aria-hidden", "true");
      // visibility: hidden keeps it from focus and pointer too (checked in Chromium by the e2e tests).
      expect(element).toHaveClass("invisible");
    }
  });

  it("mitigates the current industry and goes back to the common risks", async () => {
    const { user } = await renderDemo();
    await user.click(toggle());
    expect(activePanel()).toHaveAttribute("data-state", "mitigated");
    await expectAnnounced("Healthcare: risk mitigated.");
    expect(screen.getByRole("tab", { name: "Healthcare" }).querySelector("[data-mitigated-dot]")).not.toHaveClass(
      "invisible",
    );

    await user.click(toggle());
    expect(activePanel()).toHaveAttribute("data-state", "unsafe");
    await expectAnnounced("Healthcare: showing the non-compliant response");
  });

  it("keeps each industry's mitigation when switching, and mirrors the industry in the URL", async () => {
    const { user, location } = await renderDemo();
    await user.click(toggle());
    await user.click(screen.getByRole("tab", { name: "Finance" }));

    expect(screen.getByRole("tab", { name: "Finance" })).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).toHaveAccessibleName("Finance");
    expect(activePanel()).toHaveAttribute("data-state", "unsafe");
    // Mirrored in the address bar (after the paint) without a router navigation.
    await waitFor(() => {
      expect(window.location.search).toBe("?industry=finance");
    });
    expect(location()).toBe("/");
    await expectAnnounced("Finance selected");

    await user.click(screen.getByRole("tab", { name: "Healthcare" }));
    expect(activePanel()).toHaveAttribute("data-state", "mitigated");
    await expectAnnounced("Healthcare selected. Showing the mitigated response.");
    await waitFor(() => {
      expect(window.location.search).toBe("");
    });
  });

  it("selects a tile as the mouse button goes down, not on a control-click (the context menu on macOS)", async () => {
    const { user } = await renderDemo();
    const finance = screen.getByRole("tab", { name: "Finance" });
    await user.keyboard("{Control>}");
    await user.pointer({ keys: "[MouseLeft>]", target: finance });
    expect(finance).toHaveAttribute("aria-selected", "false");
    // Released elsewhere, so that no click follows.
    await user.pointer({ keys: "[/MouseLeft]", target: screen.getByRole("tab", { name: "Healthcare" }) });
    await user.keyboard("{/Control}");
    expect(finance).toHaveAttribute("aria-selected", "false");

    const retail = screen.getByRole("tab", { name: "Retail" });
    await user.pointer({ keys: "[MouseLeft>]", target: retail });
    expect(retail).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).toHaveAccessibleName("Retail");
    await user.pointer({ keys: "[/MouseLeft]", target: retail });
    expect(retail).toHaveAttribute("aria-selected", "true");
  });

  it("moves between tiles with the arrow keys, Home and End", async () => {
    const { user } = await renderDemo();
    await user.click(screen.getByRole("tab", { name: "Healthcare" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Finance" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Finance" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Hospitality" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "Hospitality" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole("tab").filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it("opens the industry a shared link names", async () => {
    await renderDemo("/?industry=education");
    await waitFor(() => {
      expect(activePanel()).toHaveAccessibleName("Education");
    });
    expect(within(activePanel()).getByText(scenarioFor("education").prompt)).toBeInTheDocument();
  });

  it("falls back to healthcare for an unknown industry and drops it from the address bar", async () => {
    window.history.replaceState(null, "", "/?industry=casino&ref=mail");
    await renderDemo("/?industry=casino&ref=mail");
    await waitFor(() => {
      expect(window.location.search).toBe("?ref=mail");
    });
    expect(activePanel()).toHaveAccessibleName("Healthcare");
  });

  it("shows a law's full name in a tooltip on keyboard focus", async () => {
    const { user } = await renderDemo();
    const badge = within(activePanel()).getAllByRole("button", { name: "HIPAA" })[0]!;
    act(() => {
      badge.focus();
    });
    expect(await screen.findByRole("tooltip")).toHaveTextContent(laws.HIPAA.name);
    await user.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("tooltip")).toBeNull();
    });
  });

  it("copies a link to the scenario and confirms with a toast", async () => {
    const { user } = await renderDemo();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("tab", { name: "Retail" }));
    await user.click(within(activePanel()).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?industry=retail#demo-section`);
    expect(await screen.findByText("Link to this scenario copied")).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    const { user } = await renderDemo();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    await user.click(within(activePanel()).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Could not copy the link")).toBeInTheDocument();
  });
});
