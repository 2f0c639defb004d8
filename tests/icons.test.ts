// @vitest-environment node
import lucide from "@iconify-json/lucide/icons.json" with { type: "json" };
import { expect, it } from "vitest";
import { icons } from "#src/components/icon.tsx";
import { industries } from "#src/content/industries.ts";

it("names only icons of the Lucide set, each drawn by its own class", () => {
  for (const [name, className] of Object.entries(icons)) {
    expect(className).toBe(`lucide--${name}`);
    expect(Object.keys(lucide.icons), name).toContain(name);
  }
});

it("draws every industry's icon (src/data/industries.json names them as strings)", () => {
  for (const industry of industries) expect(Object.keys(icons), industry.id).toContain(industry.icon);
});
