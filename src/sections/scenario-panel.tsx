import { Icon, type IconName } from "#src/components/icon.tsx";
import { LawBadge } from "#src/components/law-badge.tsx";
import { SchedulingLink } from "#src/components/scheduling-link.tsx";
import { demoSection } from "#src/content/demo.ts";
import { scenarios } from "#src/content/scenarios.ts";
import type { Industry } from "#src/content/industries.ts";
import { checkPage } from "#src/config/site-pages.ts";
import { demoIds, scenarioPath } from "#src/lib/demo-state.ts";
import { MitigationSwap } from "./mitigation-swap.tsx";
import { MitigationToggle } from "./mitigation-toggle.tsx";

/**
 * One industry's call in both states, the panel's checkbox picking one. Only the checked industry's panel is
 * displayed, as a flex column (src/styles/demo-plugin.ts, docs/decisions/001), as tall as its own content.
 */
export function ScenarioPanel({ industry }: { industry: Industry }) {
  const scenario = scenarios[industry.id];
  return (
    <section
      id={demoIds.panel(industry.id)}
      aria-labelledby={demoIds.panelHeading(industry.id)}
      data-scenario-panel=""
      className="flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <h3
          id={demoIds.panelHeading(industry.id)}
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Icon name={industry.icon as IconName} className="size-5 text-accent-600" />
          {industry.title}
        </h3>
        <MitigationSwap
          className="justify-items-end"
          unsafeClassName="inline-flex items-center gap-1.5 rounded-full bg-risk-50 px-3 py-1 text-xs font-bold tracking-wide text-risk-700 ring-1 ring-risk-200 ring-inset"
          unsafe={
            <>
              <Icon name="triangle-alert" className="size-3.5" />
              {demoSection.unsafeBadge}
            </>
          }
          mitigatedClassName="inline-flex items-center gap-1.5 rounded-full bg-safe-50 px-3 py-1 text-xs font-bold tracking-wide text-safe-700 ring-1 ring-safe-200 ring-inset"
          mitigated={
            <>
              <Icon name="shield-check" className="size-3.5" />
              {demoSection.safeBadge}
            </>
          }
        />
      </div>

      <div className="grid flex-1 lg:grid-cols-2">
        {/* The transcript (TRANSCRIPT in lib/demo-state.ts): Play the call speaks the last element of each block. */}
        <div data-transcript="" className="space-y-4 p-5 sm:p-6">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{demoSection.promptLabel}</p>
            <p className="mt-2 rounded-xl rounded-tl-sm bg-slate-100 px-4 py-3 text-sm text-slate-800">
              {scenario.prompt}
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{demoSection.responseLabel}</p>
            {/* items-start: each bubble as tall as its own text, in the space of the longer one. */}
            <MitigationSwap
              className="mt-2 items-start text-sm text-slate-900"
              unsafeClassName="rounded-xl rounded-tr-sm bg-risk-50 px-4 py-3 ring-1 ring-risk-200 ring-inset"
              unsafe={scenario.response}
              mitigatedClassName="rounded-xl rounded-tr-sm bg-safe-50 px-4 py-3 ring-1 ring-safe-200 ring-inset"
              mitigated={scenario.mitigatedResponse}
            />
          </div>
        </div>

        <div className="border-t border-slate-200 bg-slate-50/60 p-5 sm:p-6 lg:border-t-0 lg:border-l">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {demoSection.violationsHeading}
          </h4>
          <ul className="law-tooltips mt-3 space-y-3">
            {scenario.violations.map((violation, index) => (
              <li key={violation.description} className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <LawBadge id={`demo-law-${industry.id}-${index}`} law={violation.law} />
                  {/* Plain text, read with the violation: the provision a reader can look up. */}
                  <span className="text-xs font-medium text-slate-600">{violation.citation}</span>
                  <MitigationSwap
                    className="text-sm font-semibold"
                    unsafeClassName="text-risk-700"
                    unsafe={violation.fine}
                    mitigatedClassName="inline-flex items-center gap-1 text-safe-700"
                    mitigated={
                      <>
                        <Icon name="check" className="size-4" />
                        {demoSection.notTriggered}
                      </>
                    }
                  />
                </div>
                <MitigationSwap
                  className="mt-2 text-sm text-slate-600"
                  unsafe={violation.description}
                  mitigated={violation.mitigatedDescription}
                />
              </li>
            ))}
          </ul>
          <div className="exposure-box">
            <MitigationSwap
              className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
              unsafe={demoSection.exposureLabel}
              mitigated={demoSection.mitigatedExposureLabel}
            />
            <MitigationSwap
              className="mt-1 text-base font-semibold"
              unsafeClassName="text-risk-700"
              unsafe={scenario.totalExposure.map(({ law, fine }) => (
                <span key={law} className="block">
                  {demoSection.exposureLine(law, fine)}
                </span>
              ))}
              mitigatedClassName="text-safe-700"
              mitigated={scenario.mitigatedExposure ?? demoSection.mitigatedExposure}
            />
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <MitigationToggle industry={industry.id} />
        <SchedulingLink cta={demoSection.discover} variant="primary" />
        <a
          href={`${checkPage.path}?demo=${industry.id}`}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:ml-auto"
        >
          {demoSection.checkThisCall}
        </a>
        {/* A real link to this scenario: script copies it to the clipboard instead of following it. */}
        <a
          href={scenarioPath(industry.id)}
          data-copy-link=""
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name="link-2" className="size-4" />
          {demoSection.copyLink}
        </a>
      </div>
    </section>
  );
}
