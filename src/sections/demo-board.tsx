import { InlineScript } from "#src/components/inline-script.tsx";
import { demoSection } from "#src/content/demo.ts";
import { industries } from "#src/content/industries.ts";
import { DEFAULT_INDUSTRY } from "#src/lib/demo-state.ts";
import industryFromAddressScript from "#src/inline-scripts/industry-from-address.ts?inline-script";
import { IndustryPicker } from "./industry-picker.tsx";
import { ScenarioPanel } from "./scenario-panel.tsx";

/**
 * The demo's radios, tiles and panels, complete without JavaScript, in one fieldset (the panels must follow the
 * radios, docs/decisions/001). Its inline script, right after the radios, applies a shared link's industry before
 * the first paint.
 */
export function DemoBoard() {
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the page on phones.
    <fieldset className="relative mt-12 min-w-0">
      <IndustryPicker initial={DEFAULT_INDUSTRY} />
      <InlineScript source={industryFromAddressScript} />
      <div data-scenario-panels="" className="mt-6">
        {industries.map((industry) => (
          <ScenarioPanel key={industry.id} industry={industry} />
        ))}
      </div>
      <p className="mx-auto mt-4 max-w-2xl text-center text-xs text-slate-600">{demoSection.figuresNote}</p>
    </fieldset>
  );
}
