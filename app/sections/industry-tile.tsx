import type { Industry } from "~/content/types";
import { demoIds, INDUSTRY_FIELD } from "~/lib/demo-state";

/**
 * One industry tile: a radio of the demo's industry group, drawn as a tile. The dot in its corner shows when
 * the industry is mitigated (styles/demo-plugin.ts); it is always there, so mitigating never moves anything.
 * The radio covers the tile: a tap anywhere on it is a tap on the radio, and its focus ring is the tile's.
 */
export function IndustryTile({ industry, checked }: { industry: Industry; checked: boolean }) {
  const Icon = industry.icon;
  return (
    <label className="group/tile relative flex min-h-11 shrink-0 cursor-pointer snap-start items-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-medium text-slate-700 ring-1 ring-slate-200 select-none ring-inset hover:not-has-checked:bg-slate-50 hover:not-has-checked:text-slate-900 has-checked:bg-slate-900 has-checked:text-white has-checked:ring-slate-900 lg:flex-col lg:gap-2 lg:px-2 lg:py-4">
      <input
        type="radio"
        id={demoIds.industryRadio(industry.id)}
        name={INDUSTRY_FIELD}
        value={industry.id}
        defaultChecked={checked}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
      />
      <Icon aria-hidden="true" className="size-5 text-slate-500 group-has-checked/tile:text-accent-300" />
      {industry.title}
      <span
        aria-hidden="true"
        id={demoIds.mitigatedDot(industry.id)}
        data-mitigated-dot=""
        className="absolute top-1.5 right-1.5 size-2 rounded-full bg-emerald-500 lg:top-2.5 lg:right-2.5"
      />
    </label>
  );
}
