import { PageSection } from "~/components/page-section";
import { staticIsland } from "~/components/static-island";
import { demoSection } from "~/content/demo";
import { DEMO_SECTION_ID } from "~/lib/demo-state";
import { DemoEnhancements } from "./demo-enhancements";

/** The tiles and panels ship no JavaScript: their controls and CSS work on their own (see static-island.tsx). */
const DemoBoard = staticIsland("demo-board", () =>
  import("./demo-board").then((module) => ({ default: module.DemoBoard })),
);

/**
 * The industry demo: pick an industry, read the unsafe call, mitigate it. It works from the first paint,
 * with or without JavaScript; script adds the address bar, Copy link and announcements.
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
      <DemoEnhancements>
        <DemoBoard />
      </DemoEnhancements>
    </PageSection>
  );
}
