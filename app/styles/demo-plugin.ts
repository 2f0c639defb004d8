/**
 * The industry demo's CSS that depends on its content: which panel the checked industry radio shows, which
 * tiles carry the mitigated dot, the `panel-mitigated:` variant, and the law tooltips'
 * timing. Generated here (loaded by app.css with `@plugin`) so that the industry ids and the spec's tooltip
 * delays keep one home each.
 */
import plugin from "tailwindcss/plugin";
import { industryIds, type IndustryId } from "../content/types";
import { tooltipDelays } from "../content/ui";
import { DEMO_SECTION_ID, demoIds, MITIGATED_FIELD } from "../lib/demo-state";

/** CSS cannot pair the n-th item of one list with the n-th of another: one selector per industry. */
const whenChecked = (control: (id: IndustryId) => string, shown: (id: IndustryId) => string) =>
  industryIds.map((id) => `#${DEMO_SECTION_ID}:has(#${control(id)}:checked) #${shown(id)}`).join(",\n");

export default plugin((api) => {
  // Base layer, like the hidden state below it: a utility such as `invisible` would win over any of these.
  api.addBase({
    "[data-scenario-panel], [data-mitigated-dot]": { visibility: "hidden" },
    [whenChecked(demoIds.industryRadio, demoIds.panel)]: { visibility: "visible" },
    [whenChecked(demoIds.mitigationToggle, demoIds.mitigatedDot)]: { visibility: "visible" },
  });

  // Plain descendant selectors: Chromium restyles only the elements that carry a variant when the panel's
  // checkbox changes, not the panel's whole subtree (see docs/decisions).
  api.addVariant("panel-mitigated", `:where([data-scenario-panel]:has(input[name="${MITIGATED_FIELD}"]:checked)) &`);

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
