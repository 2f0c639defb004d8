import { SchedulingLink } from "#src/components/scheduling-link.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { metrics, returnsSection } from "#src/content/returns.ts";

/** The returns: three metrics and the free-trial call to action. */
export function Returns() {
  return (
    <PageSection
      id="returns"
      headingId="returns-heading"
      eyebrow={returnsSection.eyebrow}
      heading={returnsSection.heading}
      intro={returnsSection.intro}
      muted
    >
      <dl className="mt-14 grid gap-5 md:grid-cols-3">
        {metrics.map((metric) => (
          <div key={metric.metric} className="flex flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
            <dt className="mt-1 text-sm font-medium text-slate-600 first-letter:uppercase">{metric.label}</dt>
            <dd className="order-first text-5xl font-semibold tracking-tight text-accent-700">{metric.metric}</dd>
            <dd className="mt-4 text-sm text-slate-600">{metric.description}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-12 text-center">
        <SchedulingLink cta={returnsSection.cta} variant="primary" />
      </div>
    </PageSection>
  );
}
