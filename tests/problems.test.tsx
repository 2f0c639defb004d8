import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { problemCards } from "~/content/problems";
import { Problems } from "~/sections/problems";

const first = problemCards[0]!;

function cardOf(title: string): HTMLElement {
  const item = screen
    .getAllByRole("listitem")
    .find((li) => li.dataset.flipped !== undefined && li.textContent.includes(title));
  if (!item) throw new Error(`no card for ${title}`);
  return item;
}

/** The face a screen reader or a sighted user can see: the other is aria-hidden and inert. */
function visibleFace(card: HTMLElement): "problem" | "solution" {
  const [front, back] = card.querySelectorAll<HTMLElement>(":scope > div > div");
  expect(front?.hasAttribute("inert")).toBe(back?.getAttribute("aria-hidden") !== "true");
  return front?.getAttribute("aria-hidden") === "true" ? "solution" : "problem";
}

describe("problem cards", () => {
  it("shows six problems, each with its impact, and no solution to assistive technology", () => {
    render(<Problems />);
    expect(screen.getByRole("heading", { level: 2, name: "What Problems We Solve" })).toBeInTheDocument();
    for (const card of problemCards) {
      expect(visibleFace(cardOf(card.title))).toBe("problem");
      expect(within(cardOf(card.title)).getByText(card.impact)).toBeInTheDocument();
    }
  });

  it("turns to the solution while the mouse is over a card, and back when it leaves", () => {
    render(<Problems />);
    const card = cardOf(first.title);
    fireEvent.pointerEnter(card, { pointerType: "mouse" });
    expect(visibleFace(card)).toBe("solution");
    expect(card.dataset.flipped).toBe("true");
    expect(visibleFace(cardOf(problemCards[1]!.title))).toBe("problem");

    fireEvent.pointerLeave(card, { pointerType: "mouse" });
    expect(visibleFace(card)).toBe("problem");
  });

  it("keeps several cards turned at once (a set of flipped cards)", () => {
    render(<Problems />);
    fireEvent.pointerEnter(cardOf(problemCards[0]!.title), { pointerType: "mouse" });
    fireEvent.pointerEnter(cardOf(problemCards[2]!.title), { pointerType: "pen" });
    expect(visibleFace(cardOf(problemCards[0]!.title))).toBe("solution");
    expect(visibleFace(cardOf(problemCards[2]!.title))).toBe("solution");
  });

  it("toggles on tap, ignoring the touch pointer's enter and leave", () => {
    render(<Problems />);
    const card = cardOf(first.title);
    const toggle = within(card).getByRole("button", { name: new RegExp(first.title) });
    fireEvent.pointerEnter(card, { pointerType: "touch" });
    expect(visibleFace(card)).toBe("problem");
    fireEvent.click(toggle);
    fireEvent.pointerLeave(card, { pointerType: "touch" });
    expect(visibleFace(card)).toBe("solution");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(toggle);
    expect(visibleFace(card)).toBe("problem");
  });

  it("turns on keyboard focus, toggles with Enter, and turns back on blur", async () => {
    const user = userEvent.setup();
    render(<Problems />);
    const card = cardOf(first.title);
    await user.tab();
    expect(within(card).getByRole("button")).toHaveFocus();
    expect(visibleFace(card)).toBe("solution");
    await user.keyboard("{Enter}");
    expect(visibleFace(card)).toBe("problem");
    await user.keyboard("{Enter}");
    expect(visibleFace(card)).toBe("solution");
    await user.tab();
    expect(visibleFace(card)).toBe("problem");
    expect(visibleFace(cardOf(problemCards[1]!.title))).toBe("solution");
  });
});
