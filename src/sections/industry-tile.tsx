import type { Industry } from "~/content/industries";
import { Icon } from "~/components/icon";
import { industryIcons } from "~/content/industry-icons";
import { demoIds } from "~/lib/demo-state";

/**
 * One industry tile, the label of its radio; `tile-checked:` and `tile-focused:` follow that radio. A dot shows
 * while the industry is mitigated (`tile-mitigated:`, CSS alone); it always takes its place.
 */
export function IndustryTile({ industry }: { industry: Industry }) {
  return (
    <label
      htmlFor={demoIds.industryRadio(industry.id)}
      className="relative flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 select-none [--tile-icon:var(--color-slate-500)] ring-inset hover:bg-slate-50 hover:text-slate-900 lg:flex-col lg:gap-2 lg:px-2 lg:py-4 tile-checked:bg-slate-900 tile-checked:text-white tile-checked:ring-slate-900 tile-checked:[--tile-icon:var(--color-accent-300)] tile-focused:outline-2 tile-focused:outline-offset-2 tile-focused:outline-accent-600"
    >
      <Icon name={industryIcons[industry.id]} className="size-5 text-(--tile-icon)" />
      {industry.title}
      <span
        aria-hidden="true"
        data-mitigated-dot=""
        className="invisible absolute top-1.5 right-1.5 size-2 rounded-full bg-emerald-500 lg:top-2.5 lg:right-2.5 tile-mitigated:visible"
      />
    </label>
  );
}
