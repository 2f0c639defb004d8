import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { laws } from "~/content/laws";
import { scenarios } from "~/content/scenarios";
import { IndustryDemo } from "~/sections/industry-demo";

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderDemo(url = "/") {
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
  return { user: userEvent.setup(), location: () => screen.getByTestId("location").textContent };
}

const activePanel = () => screen.getByRole("tabpanel");
const scenario = (id: string) => {
  const found = scenarios.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe("industry demo", () => {
  it("opens on healthcare with its prompt, unsafe response, violations and exposure", () => {
    renderDemo();
    const healthcare = scenario("healthcare");
    expect(screen.getByRole("tab", { name: "Healthcare" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("tab")).toHaveLength(7);
    const panel = activePanel();
    expect(panel).toHaveAccessibleName("Healthcare");
    expect(within(panel).getByText(healthcare.prompt)).toBeVisible();
    expect(within(panel).getByText(healthcare.response)).toBeInTheDocument();
    expect(within(panel).getByText("NON-COMPLIANT")).toBeInTheDocument();
    expect(within(panel).getAllByRole("button", { name: "HIPAA" })).toHaveLength(healthcare.violations.length);
    expect(within(panel).getByText(healthcare.totalExposure)).toBeInTheDocument();
    // The mitigated copy is in the page (same space, no shift) but hidden from assistive technology.
    expect(screen.getByText(healthcare.mitigatedResponse).closest("[aria-hidden=true]")).not.toBeNull();
  });

  it("mitigates the current industry and goes back to the common risks", async () => {
    const { user } = renderDemo();
    const healthcare = scenario("healthcare");
    await user.click(within(activePanel()).getByRole("button", { name: "Mitigate" }));

    const panel = activePanel();
    expect(within(panel).getByText("RISK MITIGATED").closest("[aria-hidden=true]")).toBeNull();
    expect(within(panel).getByText("NON-COMPLIANT").closest("[aria-hidden=true]")).not.toBeNull();
    expect(within(panel).getByText(healthcare.mitigatedResponse).closest("[aria-hidden=true]")).toBeNull();
    const notTriggered = within(panel)
      .getAllByText("Not triggered")
      .filter((element) => element.closest("[aria-hidden=true]") === null);
    expect(notTriggered).toHaveLength(healthcare.violations.length);
    expect(screen.getByRole("status")).toHaveTextContent(/risk mitigated/i);

    await user.click(within(panel).getByRole("button", { name: "Back to Common Risks" }));
    expect(within(panel).getByText(healthcare.response).closest("[aria-hidden=true]")).toBeNull();
    expect(within(panel).getByRole("button", { name: "Mitigate" })).toBeInTheDocument();
  });

  it("keeps each industry's mitigation when switching, and mirrors the industry in the URL", async () => {
    const { user, location } = renderDemo();
    await user.click(within(activePanel()).getByRole("button", { name: "Mitigate" }));
    await user.click(screen.getByRole("tab", { name: "Finance" }));

    expect(screen.getByRole("tab", { name: "Finance" })).toHaveAttribute("aria-selected", "true");
    expect(activePanel()).toHaveAccessibleName("Finance");
    expect(within(activePanel()).getByRole("button", { name: "Mitigate" })).toBeInTheDocument();
    // Mirrored in the address bar without a router navigation.
    expect(window.location.search).toBe("?industry=finance");
    expect(location()).toBe("/");
    expect(screen.getByRole("status")).toHaveTextContent("Finance selected");

    await user.click(screen.getByRole("tab", { name: "Healthcare" }));
    expect(within(activePanel()).getByRole("button", { name: "Back to Common Risks" })).toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("moves between tiles with the arrow keys, Home and End", async () => {
    const { user } = renderDemo();
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
    renderDemo("/?industry=education");
    await waitFor(() => {
      expect(activePanel()).toHaveAccessibleName("Education");
    });
    expect(within(activePanel()).getByText(scenario("education").prompt)).toBeInTheDocument();
  });

  it("falls back to healthcare for an unknown industry and drops it from the address bar", async () => {
    window.history.replaceState(null, "", "/?industry=casino&ref=mail");
    renderDemo("/?industry=casino&ref=mail");
    await waitFor(() => {
      expect(window.location.search).toBe("?ref=mail");
    });
    expect(activePanel()).toHaveAccessibleName("Healthcare");
  });

  it("shows a law's full name in a tooltip on keyboard focus", async () => {
    const { user } = renderDemo();
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
    const { user } = renderDemo();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("tab", { name: "Retail" }));
    await user.click(within(activePanel()).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?industry=retail#demo-section`);
    expect(await screen.findByText("Link to this scenario copied")).toBeInTheDocument();
  });

  it("says so when the clipboard refuses", async () => {
    const { user } = renderDemo();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    await user.click(within(activePanel()).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Could not copy the link")).toBeInTheDocument();
  });
});
