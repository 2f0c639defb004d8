import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useValueAfterPaint } from "~/lib/use-value-after-paint";

function Painted({ value, shown = [] }: { value: string; shown?: string[] }) {
  const painted = useValueAfterPaint(value);
  shown.push(painted);
  return <p>{painted}</p>;
}

describe("useValueAfterPaint", () => {
  it("keeps the previous value through the render that changes it, then follows after the paint", async () => {
    const frame = vi.spyOn(window, "requestAnimationFrame");
    const { rerender } = render(<Painted value="first" />);
    expect(screen.getByText("first")).toBeInTheDocument();

    rerender(<Painted value="second" />);
    // The frame that shows the change is not asked to lay out the new text as well.
    expect(screen.getByText("first")).toBeInTheDocument();
    expect(frame).toHaveBeenCalled();
    await waitFor(() => {
      expect(screen.getByText("second")).toBeInTheDocument();
    });
  });

  it("skips a value that was replaced before it was painted", async () => {
    const shown: string[] = [];
    const { rerender } = render(<Painted value="a" shown={shown} />);
    rerender(<Painted value="b" shown={shown} />);
    // Past b's frame, before its update lands.
    await new Promise((resolve) => setTimeout(resolve, 40));
    rerender(<Painted value="c" shown={shown} />);
    await waitFor(() => {
      expect(screen.getByText("c")).toBeInTheDocument();
    });
    expect(shown).not.toContain("b");
  });
});
