import { Icon } from "#src/components/icon.tsx";
import { PageSection } from "#src/components/page-section.tsx";
import { steps, stepsSection } from "#src/content/steps.ts";

/** 'How Your Protection Works': three numbered steps. */
export function Steps() {
  return (
    <PageSection
      id="how-it-works"
      headingId="steps-heading"
      eyebrow={stepsSection.eyebrow}
      heading={stepsSection.heading}
      intro={stepsSection.intro}
    >
      <ol className="mt-14 grid gap-5 lg:grid-cols-3">
        {steps.map((step) => (
          <li key={step.number} className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
            <span aria-hidden="true" className="font-mono text-sm font-semibold text-accent-700">
              {step.number}
            </span>
            <h3 className="mt-3 text-xl font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-3 text-sm text-slate-600">{step.description}</p>
            <ul className="mt-5 space-y-2.5">
              {step.details.map((detail) => (
                <li key={detail} className="flex gap-2.5 text-sm text-slate-700">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {detail}
                </li>
              ))}
            </ul>
            <p className="mt-auto flex gap-2.5 pt-6 text-sm font-medium text-slate-900">
              <Icon name="gift" className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {step.bonus}
            </p>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
