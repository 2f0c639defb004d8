import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import { laws } from "~/content/laws";
import { scenarios } from "~/content/scenarios";
import { IndustryDemo } from "~/sections/industry-demo";

/**
 * The demo as a client-side render makes it (the prerendered page is covered in Chromium by the e2e tests,
 * where CSS shows the panel of the checked industry; here every panel is in the document).
 */
async function renderDemo(address = "/") {
  window.history.replaceState(null, "", address);
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <IndustryDemo />
          <Toaster />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[address]} />);
  await screen.findAllByRole("radio");
  return userEvent.setup();
}

const tile = (name: string) => screen.getByRole("radio", { name });
const panel = (name: string) => screen.getByRole("region", { name });
/** Both labels of the toggle are in the document; CSS shows one (checked in Chromium by the e2e tests). */
const toggle = (name: string) => within(panel(name)).getByRole("checkbox", { name: /Mitigate/ });

async function expectAnnounced(text: string) {
  await waitFor(() => {
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });
}

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("industry demo", () => {
  it("opens on healthcare: seven industry radios, a panel each with its call, violations and toggle", async () => {
    await renderDemo();
    expect(screen.getAllByRole("radio")).toHaveLength(7);
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
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("announces a new industry and follows it in the address bar, without a router navigation", async () => {
    const user = await renderDemo("/?ref=mail");
    await user.click(tile("Finance"));
    expect(tile("Finance")).toBeChecked();
    expect(tile("Healthcare")).not.toBeChecked();
    await expectAnnounced("Finance selected. Showing the non-compliant response and its violations.");
    expect(window.location.search).toBe("?ref=mail&industry=finance");

    await user.click(tile("Healthcare"));
    await expectAnnounced("Healthcare selected.");
    expect(window.location.search).toBe("?ref=mail");
  });

  it("mitigates one industry, keeps its flag across switches, and goes back to the common risks", async () => {
    const user = await renderDemo();
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
    const user = await renderDemo();
    await user.click(tile("Retail"));
    await user.keyboard("{End}");
    expect(tile("Hospitality")).toBeChecked();
    expect(tile("Hospitality")).toHaveFocus();
    await expectAnnounced("Hospitality selected.");
    await user.keyboard("{Home}");
    expect(tile("Healthcare")).toBeChecked();
    expect(tile("Healthcare")).toHaveFocus();
  });

  it("opens the industry a shared link names", async () => {
    await renderDemo("/?industry=education#demo-section");
    expect(tile("Education")).toBeChecked();
    expect(window.location.search).toBe("?industry=education");
  });

  it("falls back to healthcare for an unknown industry and drops it from the address bar", async () => {
    await renderDemo("/?industry=casino&ref=mail");
    expect(tile("Healthcare")).toBeChecked();
    await waitFor(() => {
      expect(window.location.search).toBe("?ref=mail");
    });
  });

  it("describes each law badge with the law's full name and what its figure stands for", async () => {
    await renderDemo();
    const [badge] = within(panel("Healthcare")).getAllByRole("button", { name: "HIPAA" });
    expect(badge).toHaveAccessibleDescription(`${laws.HIPAA.name} ${laws.HIPAA.basis}`);
    const [pci] = within(panel("Retail")).getAllByRole("button", { name: "PCI DSS" });
    expect(pci).toHaveAccessibleDescription(expect.stringContaining("not a law"));
  });

  it("copies a link to the scenario instead of following it, and confirms with a toast", async () => {
    const user = await renderDemo();
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
    const user = await renderDemo();
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
      configurable: true,
    });
    await user.click(within(panel("Healthcare")).getByRole("link", { name: "Copy link" }));
    expect(await screen.findByText("Could not copy the link")).toBeInTheDocument();
  });
});
