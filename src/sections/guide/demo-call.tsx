import type { IndustryId } from "#src/content/industries.ts";
import { scenarios } from "#src/content/scenarios.ts";
import { CallExample } from "./call-example.tsx";

/** The demo's scenario for an industry, as a call example linking back to the demo. */
export function DemoCall({ industry }: { industry: IndustryId }) {
  const scenario = scenarios[industry];
  return (
    <CallExample
      caller={scenario.prompt}
      failing={scenario.response}
      compliant={scenario.mitigatedResponse}
      industry={industry}
    />
  );
}
