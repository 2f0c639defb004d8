import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import type { IndustryId } from "~/content/types";
import { IndustryTile } from "./industry-tile";

/**
 * The seven industry tiles: a native radio group, so arrow keys move and select, and a tap selects, before
 * and without JavaScript. On narrow screens the tiles scroll sideways.
 */
export function IndustryPicker({ initial }: { initial: IndustryId }) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the page on phones.
    <fieldset className="mt-12 min-w-0">
      <legend className="sr-only">{demoSection.industriesLabel}</legend>
      <div
        data-tile-strip=""
        className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:px-1 lg:grid lg:grid-cols-7 lg:overflow-visible lg:px-0"
      >
        {industries.map((industry) => (
          <IndustryTile key={industry.id} industry={industry} checked={industry.id === initial} />
        ))}
      </div>
    </fieldset>
  );
}
