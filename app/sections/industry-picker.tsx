import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import type { IndustryId } from "~/content/industries";
import { demoIds, INDUSTRY_FIELD } from "~/lib/demo-state";
import { IndustryTile } from "./industry-tile";

/**
 * The demo's industry radios, then their tiles. A native radio group: arrow keys move and select, and a tap on
 * a tile selects, before and without JavaScript. The radios come first and are visually hidden, so that CSS
 * can style the tile and show the panel that follow the checked one (sibling selectors are cheap for the
 * browser to update; see docs/decisions). On narrow screens the tiles wrap, so all seven are in view.
 */
export function IndustryPicker({ initial }: { initial: IndustryId }) {
  return (
    <>
      <legend className="sr-only">{demoSection.industriesLabel}</legend>
      {industries.map((industry) => (
        <input
          key={industry.id}
          type="radio"
          id={demoIds.industryRadio(industry.id)}
          name={INDUSTRY_FIELD}
          value={industry.id}
          defaultChecked={industry.id === initial}
          className="sr-only"
        />
      ))}
      <div data-tile-strip="" className="flex flex-wrap justify-center gap-2 lg:grid lg:grid-cols-7">
        {industries.map((industry) => (
          <IndustryTile key={industry.id} industry={industry} />
        ))}
      </div>
    </>
  );
}
