import { PageSection } from "#src/components/page-section.tsx";
import { demoSection } from "#src/content/demo.ts";
import { DEMO_SECTION_ID } from "#src/lib/demo-state.ts";
import { DemoBoard } from "./demo-board.tsx";

/**
 * The industry demo: pick an industry, read the unsafe call, mitigate it. It works from the first paint, with or
 * without JavaScript; its script (src/lib/demo/enhance-demo.ts, loaded by src/components/demo-script.astro) adds
 * the address bar, Copy link, Play the call and the announcements of its live region.
 */
export function IndustryDemo() {
  return (
    <PageSection
      id={DEMO_SECTION_ID}
      headingId="demo-heading"
      eyebrow={demoSection.eyebrow}
      heading={demoSection.heading}
      intro={demoSection.intro}
      muted
    >
      <p role="status" className="sr-only" />
      <DemoBoard />
    </PageSection>
  );
}
