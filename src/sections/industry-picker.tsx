import { demoSection } from "#src/content/demo.ts";
import { industries } from "#src/content/industries.ts";
import type { IndustryId } from "#src/content/industries.ts";
import { demoIds, INDUSTRY_FIELD } from "#src/lib/demo-state.ts";
import { IndustryTile } from "./industry-tile.tsx";

/**
 * The industry radios, then their tiles (the radios' labels): a native radio group that works without
 * JavaScript. The radios come first so that sibling selectors style the tile and show the panel of the checked
 * one (docs/decisions/001). On narrow screens the tiles wrap.
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
