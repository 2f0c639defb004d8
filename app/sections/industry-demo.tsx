import { useSearchParams } from "react-router";
import { PageSection } from "~/components/page-section";
import { demoSection } from "~/content/demo";
import { DemoBoard, INDUSTRY_PARAM } from "./demo-board";

/**
 * The industry demo: pick an industry, read the unsafe call, mitigate it.
 * The selected industry is mirrored in `?industry=` so a link opens it.
 */
export function IndustryDemo() {
  const [searchParams] = useSearchParams();
  return (
    <PageSection
      id="demo-section"
      headingId="demo-heading"
      eyebrow={demoSection.eyebrow}
      heading={demoSection.heading}
      intro={demoSection.intro}
      muted
    >
      <DemoBoard requested={searchParams.get(INDUSTRY_PARAM)} />
    </PageSection>
  );
}
