import { useEffect, useRef, type KeyboardEvent } from "react";
import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
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

  const mounted = useRef(false);

  // On narrow screens the tiles scroll sideways: keep the selected one in view (e.g. from a shared link).
  useEffect(() => {
    const index = industries.findIndex((industry) => industry.id === selected);
    // A page opening on the first tile has it in view already; measuring would force a layout during hydration.
    const opensOnFirstTile = !mounted.current && index === 0;
    mounted.current = true;
    if (opensOnFirstTile) return;
    const tab = tabs.current[index];
    const strip = list.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left - 16 });
    else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right + 16 });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextIndex(event.key, index, industries.length);
    const industry = next === null ? undefined : industries[next];
    if (next === null || !industry) return;
    event.preventDefault();
    onSelect(industry.id);
    tabs.current[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={demoSection.tablistLabel}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-7 lg:overflow-visible lg:pb-0"
    >
      {industries.map((industry, index) => {
        const isSelected = industry.id === selected;
        const Icon = industry.icon;
        return (
          <button
            key={industry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(industry.id)}
            aria-selected={isSelected}
            aria-controls={panelId(industry.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onSelect(industry.id);
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
            {industry.title}
            {mitigated[industry.id] ? (
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
