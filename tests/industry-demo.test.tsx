import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoSection } from "#src/content/demo.ts";
import { industries } from "#src/content/industries.ts";
import { figureNote, laws } from "#src/content/laws.ts";
import { scenarios } from "#src/content/scenarios.ts";
import { DEMO_SECTION_ID } from "#src/lib/demo-state.ts";
import { DEMO_ENHANCED, enhanceDemo } from "#src/lib/demo/enhance-demo.ts";
import { IndustryDemo } from "#src/sections/industry-demo.tsx";

let stopDemo: (() => void) | undefined;

/** Starts the demo's script on the section, as its module does once the demo nears the viewport. */
function enhance(): void {
  const root = document.getElementById(DEMO_SECTION_ID);
  if (!root) throw new Error("no demo section");
  stopDemo = enhanceDemo(root);
}

/**
 * The demo as the landing page has it: the section rendered at build, then its script. Here every panel is in the
 * document; which one shows is CSS, checked in Chromium by the e2e tests.
 */
function renderDemo(address = "/") {
  window.history.replaceState(null, "", address);
  render(<IndustryDemo />);
  enhance();
  return userEvent.setup();
}

/** The demo's live region (the toast list is another). */
const status = () => within(screen.getByRole("region", { name: demoSection.heading })).getByRole("status");

const tile = (name: string) => screen.getByRole("radio", { name });
const panel = (name: string) => screen.getByRole("region", { name });
/** Both labels of the toggle are in the document; CSS shows one (checked in Chromium by the e2e tests). */
const toggle = (name: string) => within(panel(name)).getByRole("checkbox", { name: /Mitigate/ });

async function expectAnnounced(text: string) {
  await waitFor(() => {
    expect(status()).toHaveTextContent(text);
  });
}

afterEach(() => {
  stopDemo?.();
  stopDemo = undefined;
  document.querySelector("[data-toast-list]")?.remove();
  window.history.replaceState(null, "", "/");
});

describe("industry demo", () => {
  it("opens on healthcare: a radio per industry, a panel each with its call, violations and toggle", () => {
    renderDemo();
    expect(screen.getAllByRole("radio")).toHaveLength(industries.length);
    expect(tile("Healthcare")).toBeChecked();
    expect(screen.getByRole("group", { name: "Industries" })).toContainElement(tile("Hospitality"));
    for (const industry of industries) {
      const scenario = scenarios[industry.id];
      const region = panel(industry.title);
      expect(within(region).getByText(scenario.prompt)).toBeInTheDocument();
      expect(within(region).getByText(scenario.response)).toBeInTheDocument();
      expect(within(region).getByText(scenario.mitigatedResponse)).toBeInTheDocument();
      for (const { law, fine } of scenario.totalExposure) {
        expect(within(region).getByText(demoSection.exposureLine(law, fine))).toBeInTheDocument();
      }
      // Each citation is text inside its violation's list item, so a screen reader reads it with the violation.
      const items = within(region).getAllByRole("listitem");
      for (const violation of scenario.violations) {
        expect(items.find((item) => item.textContent.includes(violation.description))).toHaveTextContent(
          violation.citation,
        );
      }
      expect(toggle(industry.title)).not.toBeChecked();
    }
    expect(status()).toBeEmptyDOMElement();
    expect(document.getElementById(DEMO_SECTION_ID)).toHaveAttribute(DEMO_ENHANCED);
  });

  it("announces a new industry and follows it in the address bar, keeping the other parameters", async () => {
    const user = renderDemo("/?ref=mail");
    await user.click(tile("Finance"));
    expect(tile("Finance")).toBeChecked();
    expect(tile("Healthcare")).not.toBeChecked();
    await expectAnnounced("Finance selected. Showing the non-compliant response and its violations.");
    expect(window.location.search).toBe("?ref=mail&industry=finance");

    await user.click(tile("Healthcare"));
    await expectAnnounced("Healthcare selected.");
    expect(window.location.search).toBe("?ref=mail");
  });

  it("writes an industry chosen before it arrived into the address bar, and resets nothing", async () => {
    window.history.replaceState(null, "", "/");
    render(<IndustryDemo />);
    const user = userEvent.setup();
    await user.click(tile("Retail"));
    await user.click(toggle("Retail"));
    // The script arrives now, as it does when the demo nears the viewport.
    enhance();
    expect(window.location.search).toBe("?industry=retail");
    expect(tile("Retail")).toBeChecked();
    expect(toggle("Retail")).toBeChecked();
    expect(status()).toBeEmptyDOMElement();
  });

  it("stops when asked: no more announcements or address changes", async () => {
    const user = renderDemo();
    stopDemo?.();
    stopDemo = undefined;
    await user.click(tile("Finance"));
    expect(status()).toBeEmptyDOMElement();
    expect(window.location.search).toBe("");
  });

  it("mitigates one industry, keeps its flag across switches, and goes back to the common risks", async () => {
    const user = renderDemo();
    await user.click(tile("Finance"));
    await user.click(toggle("Finance"));
    expect(toggle("Finance")).toBeChecked();
    await expectAnnounced("Finance: risk mitigated. The safe answer triggers none of these violations.");

    await user.click(tile("Retail"));
    await expectAnnounced("Retail selected. Showing the non-compliant response");
    await user.click(tile("Finance"));
    await expectAnnounced("Finance selected. Showing the mitigated response.");
    expect(toggle("Finance")).toBeChecked();
    expect(toggle("Retail")).not.toBeChecked();

    await user.click(toggle("Finance"));
    expect(toggle("Finance")).not.toBeChecked();
    await expectAnnounced("Finance: showing the non-compliant response and its violations.");
  });

  it("moves to the first and last industry with Home and End", async () => {
    const user = renderDemo();
    await user.click(tile("Retail"));
    const last = industries.at(-1)!.title;
    await user.keyboard("{End}");
    expect(tile(last)).toBeChecked();
    expect(tile(last)).toHaveFocus();
    await expectAnnounced(`${last} selected.`);
    await user.keyboard("{Home}");
    expect(tile("Healthcare")).toBeChecked();
    expect(tile("Healthcare")).toHaveFocus();
  });

  it("links each law badge to its guide, described by the law's full name and what its figure stands for", () => {
    renderDemo();
    const [badge] = within(panel("Healthcare")).getAllByRole("link", { name: "HIPAA" });
    expect(badge).toHaveAttribute("href", "/regulations/hipaa");
    expect(badge).toHaveAccessibleDescription(`${laws.HIPAA.name} ${figureNote("HIPAA")}`);
    const [pci] = within(panel("Retail")).getAllByRole("link", { name: "PCI DSS" });
    expect(pci).toHaveAttribute("href", "/regulations/pci-dss");
    expect(pci).toHaveAccessibleDescription(expect.stringContaining("not a law"));
  });

  it("copies a link to the scenario instead of following it, and confirms with a toast", async () => {
    const user = renderDemo();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const link = within(panel("Retail")).getByRole("link", { name: "Copy link" });
    expect(link).toHaveAttribute("href", "/?industry=retail#demo-section");
    await user.click(link);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?industry=retail#demo-section`);
    expect(await screen.findByText("Link to this scenario copied")).toBeInTheDocument();
    expect(window.location.search).toBe("");
  });

  it("says so when the clipboard refuses", async () => {
    const user = renderDemo();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    await user.click(within(panel("Healthcare")).getByRole("link", { name: "Copy link" }));
    expect(await screen.findByText("Could not copy the link")).toBeInTheDocument();
  });

  it("follows a modified click on Copy link, as a link", async () => {
    const user = renderDemo();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.keyboard("{Control>}");
    await user.click(within(panel("Retail")).getByRole("link", { name: "Copy link" }));
    await user.keyboard("{/Control}");
    expect(writeText).not.toHaveBeenCalled();
  });
});
