import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { problemCards } from "#src/content/problems.ts";
import { Problems } from "#src/sections/problems.tsx";

/** Which face shows is CSS (hover, focus, the toggle): checked in Chromium by the e2e tests. */
describe("problem cards", () => {
  it("shows six problems, each with its impact, its solution and a toggle named after it", () => {
    render(<Problems />);
    expect(screen.getByRole("heading", { level: 2, name: "What Problems We Solve" })).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(problemCards.length);
    problemCards.forEach((card, index) => {
      const item = within(cards[index]!);
      expect(item.getByRole("heading", { level: 3, name: card.title })).toBeInTheDocument();
      expect(item.getByText(card.impact)).toBeInTheDocument();
      expect(item.getByRole("heading", { level: 3, name: card.solution.title })).toBeInTheDocument();
      expect(item.getByText(card.solution.benefit)).toBeInTheDocument();
      expect(item.getByRole("checkbox", { name: `${card.title}: show how Vigil fixes it` })).not.toBeChecked();
    });
  });

  it("toggles a card's solution with a tap or Space, each card on its own", async () => {
    const user = userEvent.setup();
    render(<Problems />);
    const [first, second] = screen.getAllByRole("checkbox");
    await user.click(first!);
    expect(first).toBeChecked();
    expect(second).not.toBeChecked();
    await user.keyboard(" ");
    expect(first).not.toBeChecked();
  });
});
