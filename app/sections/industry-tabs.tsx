import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import type { IndustryId } from "~/content/types";
import { afterNextPaint } from "~/lib/after-next-paint";
import { nextIndex } from "~/lib/roving-focus";
import { IndustryTab, tabId } from "./industry-tab";

interface IndustryTabsProps {
  selected: IndustryId;
  mitigated: Readonly<Record<IndustryId, boolean>>;
  onSelect: (id: IndustryId) => void;
}

/** The seven industry tiles as a WAI-ARIA tablist: arrow keys, Home and End move and select. */
export function IndustryTabs({ selected, mitigated, onSelect }: IndustryTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  // On narrow screens the tiles scroll sideways: keep the selected one in view (e.g. from a shared link).
  // Measured after the paint, when the layout is already done, rather than forcing it before.
  useEffect(() => {
    // A page opening on the first tile has it in view already.
    const opensOnFirstTile = !mounted.current && selected === industries[0]?.id;
    mounted.current = true;
    if (opensOnFirstTile) return;
    return afterNextPaint(() => {
      const strip = list.current;
      const tab = strip?.querySelector(`#${tabId(selected)}`);
      if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
      const tabBox = tab.getBoundingClientRect();
      const stripBox = strip.getBoundingClientRect();
      if (tabBox.left < stripBox.left) strip.scrollBy({ left: tabBox.left - stripBox.left - 16 });
      else if (tabBox.right > stripBox.right) strip.scrollBy({ left: tabBox.right - stripBox.right + 16 });
    });
  }, [selected]);

  // One stable handler for every tile (they are memoised): the key moves from the tile it was pressed on.
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const current = industries.findIndex((industry) => tabId(industry.id) === event.currentTarget.id);
      const next = nextIndex(event.key, current, industries.length);
      const industry = next === null ? undefined : industries[next];
      if (!industry) return;
      event.preventDefault();
      onSelect(industry.id);
      document.getElementById(tabId(industry.id))?.focus();
    },
    [onSelect],
  );

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={demoSection.tablistLabel}
      className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-7 lg:overflow-visible lg:pb-0"
    >
      {industries.map((industry) => (
        <IndustryTab
          key={industry.id}
          industry={industry}
          selected={industry.id === selected}
          mitigated={mitigated[industry.id]}
          onSelect={onSelect}
          onKeyDown={onKeyDown}
        />
      ))}
    </div>
  );
}
