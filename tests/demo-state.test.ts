import { describe, expect, it } from "vitest";
import { industryIds, isIndustryId } from "#src/content/industries.ts";
import {
  addressFor,
  changeFrom,
  DEFAULT_INDUSTRY,
  demoIds,
  INDUSTRY_FIELD,
  MITIGATED_FIELD,
  readDemoState,
  scenarioPath,
} from "#src/lib/demo-state.ts";

/** The demo's controls as DemoBoard writes them: one radio and one checkbox per industry. */
function controls({ selected, mitigated = [] }: { selected: string; mitigated?: string[] }): HTMLElement {
  const root = document.createElement("div");
  for (const id of industryIds) {
    root.insertAdjacentHTML(
      "beforeend",
      `<input type="radio" name="${INDUSTRY_FIELD}" value="${id}" ${id === selected ? "checked" : ""}>` +
        `<input type="checkbox" name="${MITIGATED_FIELD}" value="${id}" ${mitigated.includes(id) ? "checked" : ""}>`,
    );
  }
  return root;
}

const control = (root: HTMLElement, name: string, id: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${id}"]`)!;

describe("isIndustryId", () => {
  it.each([
    ["finance", true],
    ["hospitality", true],
    ["hotel", false],
    ["Finance", false],
    ["", false],
    ["__proto__", false],
    ["toString", false],
    [3, false],
  ])("reads %o as %s", (value, expected) => {
    expect(isIndustryId(value)).toBe(expected);
  });
});

describe("the address", () => {
  it("names the selected industry, and drops the parameter for the default one", () => {
    expect(addressFor("https://site.test/?ref=mail#demo-section", "retail")).toBe(
      "https://site.test/?ref=mail&industry=retail#demo-section",
    );
    expect(addressFor("https://site.test/?industry=retail&ref=mail", DEFAULT_INDUSTRY)).toBe(
      "https://site.test/?ref=mail",
    );
    expect(addressFor("https://site.test/?industry=%3Cscript%3E", "finance")).toBe(
      "https://site.test/?industry=finance",
    );
  });

  it("links to each scenario, jumping to the demo", () => {
    expect(scenarioPath("education")).toBe("/?industry=education#demo-section");
  });

  it("gives every control and panel an id of its own", () => {
    const ids = industryIds.flatMap((id) => Object.values(demoIds).map((idOf) => idOf(id)));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("reading the controls", () => {
  it("reads the selected industry and every mitigated flag", () => {
    const state = readDemoState(controls({ selected: "retail", mitigated: ["healthcare", "retail"] }));
    expect(state.selected).toBe("retail");
    expect(state.mitigated).toMatchObject({ healthcare: true, retail: true, finance: false });
    expect(Object.values(state.mitigated).filter(Boolean)).toHaveLength(2);
  });

  it("falls back to the default industry when no radio is checked", () => {
    expect(readDemoState(controls({ selected: "none" })).selected).toBe(DEFAULT_INDUSTRY);
  });

  it("names the change a control made", () => {
    const root = controls({ selected: "finance", mitigated: ["finance"] });
    const state = readDemoState(root);
    expect(changeFrom(control(root, INDUSTRY_FIELD, "finance"), state)).toEqual({
      type: "selected",
      industry: "finance",
      mitigated: true,
    });
    expect(changeFrom(control(root, MITIGATED_FIELD, "finance"), state)).toEqual({
      type: "mitigated",
      industry: "finance",
    });
    expect(changeFrom(control(root, MITIGATED_FIELD, "retail"), state)).toEqual({
      type: "restored",
      industry: "retail",
    });
    // A radio that was unchecked by the change, or a control that is not the demo's, is no change.
    expect(changeFrom(control(root, INDUSTRY_FIELD, "retail"), state)).toBeNull();
    const other = Object.assign(document.createElement("input"), { type: "checkbox", name: "newsletter" });
    expect(changeFrom(other, state)).toBeNull();
  });
});
