import type { Industry } from "#src/content/industries.ts";
import { Icon, type IconName } from "#src/components/icon.tsx";
import { demoIds } from "#src/lib/demo-state.ts";

/**
 * One industry tile, the label of its radio: `.industry-tile` in app.css, where `tile-checked:` and `tile-focused:`
 * follow that radio. A dot shows while the industry is mitigated (`tile-mitigated:`, CSS alone); it always takes its
 * place.
 */
export function IndustryTile({ industry }: { industry: Industry }) {
  return (
    <label htmlFor={demoIds.industryRadio(industry.id)} className="industry-tile">
      <Icon name={industry.icon as IconName} className="size-5 text-(--tile-icon)" />
      {industry.title}
      <span aria-hidden="true" data-mitigated-dot="" className="mitigated-dot" />
    </label>
  );
}
