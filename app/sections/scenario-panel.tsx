import { memo } from "react";
import { Check, CircleAlert, Link2, ShieldCheck, TriangleAlert } from "lucide-react";
import { LawBadge } from "~/components/law-badge";
import { SchedulingLink } from "~/components/scheduling-link";
import { SwapInPlace } from "~/components/swap-in-place";
import { demoSection } from "~/content/landing";
import type { IndustryScenario } from "~/content/types";
import { cn } from "~/lib/cn";
import { panelId, tabId } from "./industry-tabs";

interface ScenarioPanelProps {
  scenario: IndustryScenario;
  active: boolean;
  mitigated: boolean;
  onToggleMitigation: (scenario: IndustryScenario, mitigate: boolean) => void;
  onCopyLink: (id: IndustryScenario["id"]) => Promise<void>;
}

/**
 * One industry's call: the caller, the agent's answer, the violations and the
 * exposure, unsafe or mitigated. Every panel shares one grid cell with the
 * others, so the demo is as tall as its tallest state and never shifts.
 */
export const ScenarioPanel = memo(function ScenarioPanel({
  scenario,
  active,
  mitigated,
  onToggleMitigation,
  onCopyLink,
}: ScenarioPanelProps) {
  const Icon = scenario.icon;
  return (
    <div
      role="tabpanel"
      id={panelId(scenario.id)}
      aria-labelledby={tabId(scenario.id)}
      aria-hidden={!active || undefined}
      inert={!active}
      className={cn(
        "col-start-1 row-start-1 flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200",
        !active && "invisible",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <h3 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-accent-600" />
          {scenario.title}
        </h3>
        <SwapInPlace
          showSecond={mitigated}
          className="justify-items-end"
          first={
            <span className="inline-flex items-center gap-1.5 rounded-full bg-risk-50 px-3 py-1 text-xs font-bold tracking-wide text-risk-700 ring-1 ring-risk-200 ring-inset">
              <TriangleAlert aria-hidden="true" className="size-3.5" />
              {demoSection.unsafeBadge}
            </span>
          }
          second={
            <span className="inline-flex items-center gap-1.5 rounded-full bg-safe-50 px-3 py-1 text-xs font-bold tracking-wide text-safe-700 ring-1 ring-safe-200 ring-inset">
              <ShieldCheck aria-hidden="true" className="size-3.5" />
              {demoSection.safeBadge}
            </span>
          }
        />
      </div>

      <div className="grid flex-1 lg:grid-cols-2">
        <div className="space-y-4 p-5 sm:p-6">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{demoSection.promptLabel}</p>
            <p className="mt-2 rounded-xl rounded-tl-sm bg-slate-100 px-4 py-3 text-sm text-slate-800">
              {scenario.prompt}
            </p>
          </div>
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{demoSection.responseLabel}</p>
            <SwapInPlace
              showSecond={mitigated}
              className="mt-2"
              first={
                <span className="block rounded-xl rounded-tr-sm bg-risk-50 px-4 py-3 text-sm text-slate-900 ring-1 ring-risk-200 ring-inset">
                  {scenario.response}
                </span>
              }
              second={
                <span className="block rounded-xl rounded-tr-sm bg-safe-50 px-4 py-3 text-sm text-slate-900 ring-1 ring-safe-200 ring-inset">
                  {scenario.mitigatedResponse}
                </span>
              }
            />
          </div>
        </div>

        <div className="border-t border-slate-200 bg-slate-50/60 p-5 sm:p-6 lg:border-t-0 lg:border-l">
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {demoSection.violationsHeading}
          </h4>
          <ul className="mt-3 space-y-3">
            {scenario.violations.map((violation, index) => (
              <li
                key={violation.description}
                className="rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <LawBadge
                    id={`demo-law-${scenario.id}-${index}`}
                    law={violation.law}
                    className={mitigated ? "bg-slate-50 text-slate-700 ring-slate-300" : "bg-risk-50 text-risk-700 ring-risk-200"}
                  />
                  <SwapInPlace
                    showSecond={mitigated}
                    first={<span className="text-sm font-semibold text-risk-700">{violation.fine}</span>}
                    second={
                      <span className="inline-flex items-center gap-1 text-sm font-semibold text-safe-700">
                        <Check aria-hidden="true" className="size-4" />
                        {demoSection.notTriggered}
                      </span>
                    }
                  />
                </div>
                <SwapInPlace
                  showSecond={mitigated}
                  className="mt-2 text-sm text-slate-600"
                  first={violation.description}
                  second={violation.mitigatedDescription}
                />
              </li>
            ))}
          </ul>
          <div
            className={cn(
              "mt-4 rounded-xl px-4 py-3 ring-1 ring-inset",
              mitigated ? "bg-safe-50 ring-safe-200" : "bg-risk-50 ring-risk-200",
            )}
          >
            <SwapInPlace
              showSecond={mitigated}
              className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
              first={demoSection.exposureLabel}
              second={demoSection.mitigatedExposureLabel}
            />
            <SwapInPlace
              showSecond={mitigated}
              className="mt-1 text-base font-semibold"
              first={<span className="text-risk-700">{scenario.totalExposure}</span>}
              second={<span className="text-safe-700">{scenario.mitigatedExposure}</span>}
            />
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <button
          type="button"
          id={`demo-toggle-${scenario.id}`}
          onClick={() => {
            onToggleMitigation(scenario, !mitigated);
          }}
          className={cn(
            "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors",
            mitigated
              ? "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
              : "bg-safe-700 text-white hover:bg-emerald-800",
          )}
        >
          {mitigated ? (
            <CircleAlert aria-hidden="true" className="size-4" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-4" />
          )}
          {mitigated ? demoSection.back : demoSection.mitigate}
        </button>
        <SchedulingLink cta={demoSection.discover} variant="primary" />
        <button
          type="button"
          id={`demo-copy-${scenario.id}`}
          onClick={() => {
            void onCopyLink(scenario.id);
          }}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:ml-auto"
        >
          <Link2 aria-hidden="true" className="size-4" />
          {demoSection.copyLink}
        </button>
      </div>
    </div>
  );
});
