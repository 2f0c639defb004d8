import { useEffect, useRef, type KeyboardEvent } from "react";
import { demoSection } from "~/content/landing";
import { scenarios } from "~/content/scenarios";
import type { IndustryId } from "~/content/types";
import { cn } from "~/lib/cn";
import { nextIndex } from "~/lib/roving-focus";

export const tabId = (id: IndustryId) => `demo-tab-${id}`;
export const panelId = (id: IndustryId) => `demo-panel-${id}`;

interface IndustryTabsProps {
  selected: IndustryId;
  mitigated: Readonly<Record<IndustryId, boolean>>;
  onSelect: (id: IndustryId) => void;
}

/** The seven industry tiles as a WAI-ARIA tablist: arrow keys, Home and End move and select. */
export function IndustryTabs({ selected, mitigated, onSelect }: IndustryTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);

  // On narrow screens the tiles scroll sideways: keep the selected one in view (e.g. from a shared link).
  useEffect(() => {
    const tab = tabs.current[scenarios.findIndex((scenario) => scenario.id === selected)];
    const strip = list.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left - 16 });
    else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right + 16 });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, scenarios.length);
    const scenario = next === null ? undefined : scenarios[next];
    if (next === null || !scenario) return;
    event.preventDefault();
    onSelect(scenario.id);
    tabs.current[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={demoSection.tablistLabel}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-7 lg:overflow-visible lg:pb-0"
    >
      {scenarios.map((scenario, index) => {
        const isSelected = scenario.id === selected;
        const Icon = scenario.icon;
        return (
          <button
            key={scenario.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(scenario.id)}
            aria-selected={isSelected}
            aria-controls={panelId(scenario.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onSelect(scenario.id);
            }}
            onKeyDown={(event) => {
              onKeyDown(event, index);
            }}
            className={cn(
              "relative flex min-h-11 shrink-0 snap-start items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium ring-1 transition-colors ring-inset lg:flex-col lg:gap-2 lg:px-2 lg:py-4",
              isSelected
                ? "bg-slate-900 text-white ring-slate-900"
                : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-slate-900",
            )}
          >
            <Icon aria-hidden="true" className={cn("size-5", isSelected ? "text-accent-300" : "text-slate-500")} />
            {scenario.title}
            {mitigated[scenario.id] ? (
              <span
                aria-hidden="true"
                className="size-2 rounded-full bg-emerald-500 lg:absolute lg:top-2.5 lg:right-2.5"
              />
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
