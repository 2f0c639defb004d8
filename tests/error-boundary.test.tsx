import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";

// As in a production build: no stack traces.
vi.mock("~/config/site-config", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/config/site-config")>()),
  isDevelopment: false,
}));

function Broken(): never {
  throw new Error("secret internals at render");
}

describe("root error boundary", () => {
  it("shows the branded error screen with a way home and no error details", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: Broken,
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);

    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(document.body).not.toHaveTextContent("secret internals");
  });
});
