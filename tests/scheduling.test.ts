// @vitest-environment node
import { describe, expect, it } from "vitest";
import { schedulingHref } from "#src/lib/scheduling.ts";

describe("schedulingHref", () => {
  it("tags the link with its placement", () => {
    const url = new URL(schedulingHref("hero-demo", "https://cal.com/acme/demo"));
    expect(url.origin + url.pathname).toBe("https://cal.com/acme/demo");
    expect(url.searchParams.get("utm_content")).toBe("hero-demo");
    expect(url.searchParams.get("utm_source")).toBe("website");
    expect(url.searchParams.get("utm_medium")).toBe("cta");
  });

  it("keeps the booking page's own parameters", () => {
    const url = new URL(schedulingHref("closing-demo", "https://cal.com/acme/demo?duration=30"));
    expect(url.searchParams.get("duration")).toBe("30");
    expect(url.searchParams.get("utm_content")).toBe("closing-demo");
  });
});
