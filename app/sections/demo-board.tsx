import { useSearchParams } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import { INDUSTRY_PARAM, parseIndustry } from "~/lib/demo-state";
import { industryFromAddressScript } from "~/lib/industry-from-address";
import { IndustryPicker } from "./industry-picker";
import { ScenarioPanel } from "./scenario-panel";

/**
 * The demo's radios, tiles and panels, complete without JavaScript, in one fieldset (the panels must follow the
 * radios, docs/decisions/001). Never hydrated: its inline script applies a shared link's industry when
 * prerendered; a client-side render reads the address itself.
 */
export function DemoBoard() {
  const [searchParams] = useSearchParams();
  return (
    // min-w-0: a fieldset is as wide as its content by default, which would widen the page on phones.
    <fieldset className="relative mt-12 min-w-0">
      <IndustryPicker initial={parseIndustry(searchParams.get(INDUSTRY_PARAM))} />
      {import.meta.env.SSR ? <InlineScript source={industryFromAddressScript} /> : null}
      <div data-scenario-panels="" className="mt-6 grid">
        {industries.map((industry) => (
          <ScenarioPanel key={industry.id} industry={industry} />
        ))}
      </div>
      <p className="mx-auto mt-4 max-w-2xl text-center text-xs text-slate-600">{demoSection.figuresNote}</p>
    </fieldset>
  );
}
