import { Icon } from "#src/components/icon.tsx";
import { demoSection } from "#src/content/demo.ts";
import type { IndustryId } from "#src/content/industries.ts";
import { demoIds, MITIGATED_FIELD } from "#src/lib/demo-state.ts";
import { MitigationSwap } from "./mitigation-swap.tsx";

/**
 * Mitigate / Back to Common Risks: a checkbox (the industry's mitigated flag) drawn as a button. Its name is
 * the label that shows; checking it shows the mitigated call (the `panel-mitigated:` variant). The checkbox
 * covers the button, so its focus ring is the button's.
 */
export function MitigationToggle({ industry }: { industry: IndustryId }) {
  return (
    <label className="mitigation-toggle">
      <input
        type="checkbox"
        id={demoIds.mitigationToggle(industry)}
        name={MITIGATED_FIELD}
        value={industry}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg"
      />
      <MitigationSwap
        className="justify-items-center"
        unsafeClassName="inline-flex items-center gap-2"
        unsafe={
          <>
            <Icon name="shield-check" className="size-4" />
            {demoSection.mitigate}
          </>
        }
        mitigatedClassName="inline-flex items-center gap-2"
        mitigated={
          <>
            <Icon name="circle-alert" className="size-4" />
            {demoSection.back}
          </>
        }
      />
    </label>
  );
}
