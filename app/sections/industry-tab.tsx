import { memo, useMemo, type KeyboardEvent } from "react";
import type { Industry, IndustryId } from "~/content/types";
import { cn } from "~/lib/cn";

export const tabId = (id: IndustryId) => `demo-tab-${id}`;
export const panelId = (id: IndustryId) => `demo-panel-${id}`;

interface IndustryTabProps {
  industry: Industry;
  selected: boolean;
  mitigated: boolean;
  onSelect: (id: IndustryId) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * One industry tile of the demo's tablist. Memoised: a switch re-renders the
 * two tiles it changes, a mitigation one. The mitigated dot is always there
 * and only shown, in a corner, so that mitigating never changes the layout.
 */
export const IndustryTab = memo(function IndustryTab({
  industry,
  selected,
  mitigated,
  onSelect,
  onKeyDown,
}: IndustryTabProps) {
  const Icon = industry.icon;
  // The same element while the tile's selection is unchanged, so that React skips the icon (an SVG of several
  // elements) when only the mitigated dot changes.
  const icon = useMemo(
    () => <Icon aria-hidden="true" className={cn("size-5", selected ? "text-accent-300" : "text-slate-500")} />,
    [Icon, selected],
  );
  return (
    <button
      type="button"
      role="tab"
      id={tabId(industry.id)}
      aria-selected={selected}
      aria-controls={panelId(industry.id)}
      tabIndex={selected ? 0 : -1}
      // A tile is selected as the mouse button goes down, as desktop tabs are (and Radix Tabs): a bit sooner,
      // and before the browser focuses it, so its tabindex changes while it is not the focused element (which
      // would make the browser restyle the page at once, in the middle of the update). Touch has no mousedown
      // until the tap is over, so swiping along the tiles selects nothing. Enter and Space arrive as a click.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey && !selected) onSelect(industry.id);
      }}
      onClick={() => {
        if (!selected) onSelect(industry.id);
      }}
      onKeyDown={onKeyDown}
      className={cn(
        "relative flex min-h-11 shrink-0 snap-start items-center gap-2 rounded-xl px-4 py-2.5 text-sm font-medium ring-1 ring-inset lg:flex-col lg:gap-2 lg:px-2 lg:py-4",
        selected
          ? "bg-slate-900 text-white ring-slate-900"
          : "bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:text-slate-900",
      )}
    >
      {icon}
      {industry.title}
      <span
        aria-hidden="true"
        data-mitigated-dot=""
        className={cn(
          "absolute top-1.5 right-1.5 size-2 rounded-full bg-emerald-500 lg:top-2.5 lg:right-2.5",
          !mitigated && "invisible",
        )}
      />
    </button>
  );
});
