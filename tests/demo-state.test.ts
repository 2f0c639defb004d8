import { describe, expect, it } from "vitest";
import { demoReducer, initialDemoState, isIndustryId, parseIndustry, type DemoState } from "~/lib/demo-state";

const run = (...actions: Parameters<typeof demoReducer>[1][]): DemoState =>
  actions.reduce(demoReducer, initialDemoState);

describe("demoReducer", () => {
  it("starts on healthcare with nothing mitigated", () => {
    expect(initialDemoState.selected).toBe("healthcare");
    expect(Object.values(initialDemoState.mitigated)).toEqual([false, false, false, false, false, false, false]);
  });

  it("mitigates only the selected industry", () => {
    const state = run({ type: "select", industry: "finance" }, { type: "toggleMitigation" });
    expect(state.selected).toBe("finance");
    expect(state.mitigated.finance).toBe(true);
    expect(state.mitigated.healthcare).toBe(false);
  });

  it("keeps every flag when switching industry", () => {
    const state = run(
      { type: "toggleMitigation" },
      { type: "select", industry: "retail" },
      { type: "toggleMitigation" },
      { type: "select", industry: "education" },
    );
    expect(state.selected).toBe("education");
    expect(state.mitigated).toMatchObject({ healthcare: true, retail: true, education: false });
    expect(demoReducer(state, { type: "select", industry: "healthcare" }).mitigated.healthcare).toBe(true);
  });

  it("a second toggle restores the unsafe view of the selected industry only", () => {
    const state = run(
      { type: "toggleMitigation" },
      { type: "select", industry: "finance" },
      { type: "toggleMitigation" },
      { type: "toggleMitigation" },
    );
    expect(state.mitigated).toMatchObject({ healthcare: true, finance: false });
  });

  it("returns the same state object when the selection does not change", () => {
    expect(demoReducer(initialDemoState, { type: "select", industry: "healthcare" })).toBe(initialDemoState);
  });

  it("records the last change, for the announcement", () => {
    expect(initialDemoState.lastChange).toBeNull();
    expect(run({ type: "select", industry: "retail" }).lastChange).toEqual({ type: "selected", industry: "retail" });
    expect(run({ type: "toggleMitigation" }).lastChange).toEqual({ type: "mitigated", industry: "healthcare" });
    expect(run({ type: "toggleMitigation" }, { type: "toggleMitigation" }).lastChange).toEqual({
      type: "restored",
      industry: "healthcare",
    });
  });
});

describe("parseIndustry", () => {
  it.each([
    ["finance", "finance"],
    ["callcenter", "callcenter"],
    [null, "healthcare"],
    ["", "healthcare"],
    ["Finance", "healthcare"],
    ["__proto__", "healthcare"],
    ["toString", "healthcare"],
  ])("reads %o as %s", (value, expected) => {
    expect(parseIndustry(value)).toBe(expected);
  });

  it("knows exactly the seven industries", () => {
    expect(isIndustryId("hospitality")).toBe(true);
    expect(isIndustryId("hotel")).toBe(false);
    expect(isIndustryId(3)).toBe(false);
  });
});
