import type { ReactNode } from "react";
import { PageSection } from "#src/components/page-section.tsx";
import { demoSection } from "#src/content/demo.ts";
import { DEMO_SECTION_ID } from "#src/lib/demo-state.ts";
import { DemoBoard } from "./demo-board.tsx";

/**
 * The industry demo: pick an industry, read the unsafe call, mitigate it. It works from the first paint, with or
 * without JavaScript; `children` is its island (src/islands/demo-enhancements.tsx), which adds the address bar,
 * Copy link and announcements.
 */
export function IndustryDemo({ children }: { children?: ReactNode }) {
  return (
    <PageSection
      id={DEMO_SECTION_ID}
      headingId="demo-heading"
      eyebrow={demoSection.eyebrow}
      heading={demoSection.heading}
      intro={demoSection.intro}
      muted
    >
      {/* First, so that it loads as soon as the demo nears the viewport. */}
      {children}
      <DemoBoard />
    </PageSection>
  );
}
