/**
 * The industry demo's CSS that depends on its content: which tile and panel the checked industry radio
 * styles and shows, the `panel-mitigated:` and `tile-mitigated:` variants, and the law tooltips' timing. Generated
 * here (loaded by app.css with `@plugin`), so that the industry ids and the spec's tooltip delays keep one home each.
 */
import plugin from "tailwindcss/plugin";
import { industryIds, type IndustryId } from "#src/content/industries.ts";
import { tooltipDelays } from "#src/content/ui.ts";
import { demoIds, MITIGATED_FIELD } from "#src/lib/demo-state.ts";

/**
 * The industry radios precede the tile strip and the panels (IndustryPicker, DemoBoard), so sibling selectors
 * reach both; CSS cannot pair the n-th item of one list with the n-th of another, so there is one selector
 * per industry. `&` stands for the element a utility styles.
 */
const afterRadio = (state: string, container: string, element: (id: IndustryId) => string) =>
  industryIds.map((id) => `#${demoIds.industryRadio(id)}:${state} ~ [${container}] > ${element(id)}`);
const tile = (id: IndustryId) => `&[for="${demoIds.industryRadio(id)}"]`;

export default plugin((api) => {
  // Only the checked industry's panel is displayed, as tall as its own content. Base layer, like the hidden
  // state: a utility such as `flex` would win over anything here.
  api.addBase({
    "[data-scenario-panel]": { display: "none" },
    [afterRadio("checked", "data-scenario-panels", (id) => `#${demoIds.panel(id)}`).join(",\n")]: {
      display: "flex",
    },
  });
  api.addVariant("tile-checked", afterRadio("checked", "data-tile-strip", tile));
  api.addVariant("tile-focused", afterRadio("focus-visible", "data-tile-strip", tile));

  // Each panel reads its own mitigation checkbox with :has(). The panel is the only element with a :has()
  // rule around that checkbox, so that a change restyles only what changes in that panel (docs/decisions).
  api.addVariant("panel-mitigated", `:where([data-scenario-panel]:has(input[name="${MITIGATED_FIELD}"]:checked)) &`);
  // Inside a tile, while its industry is mitigated (the dot): the checkbox is in that industry's panel, after the
  // tiles, so the demo's fieldset reads it.
  api.addVariant(
    "tile-mitigated",
    industryIds.map((id) => `:where(fieldset:has(#${demoIds.mitigationToggle(id)}:checked)) ${tile(id).slice(1)} &`),
  );

  // Law tooltips (LawBadge): at once on keyboard focus; on hover after the open delay, or at once when another
  // badge of the list was left within the skip delay. The list is "warm" in between: a registered number whose
  // transition delays are the two timers.
  api.addBase({
    "@property --law-tooltips-warm": { syntax: '"<number>"', inherits: "true", "initial-value": "0" },
    ".law-tooltips": { transition: `--law-tooltips-warm 0s ${tooltipDelays.skipMs}ms` },
    ".law-tooltips:has(.law-badge:hover)": {
      "--law-tooltips-warm": "1",
      "transition-delay": `${tooltipDelays.openMs}ms`,
    },
  });
});
