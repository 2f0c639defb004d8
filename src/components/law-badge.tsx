import { lawGuidePath } from "#src/config/guides.ts";
import { figureNote, laws, type LawCode } from "#src/content/laws.ts";

/**
 * A law's code, linking to its guide. Its full name and what its figures stand for are the link's description for
 * screen readers, and a tooltip shows them on hover and keyboard focus: CSS alone (app.css), so it works before and
 * without JavaScript.
 */
export function LawBadge({ law, id }: { law: LawCode; id: string }) {
  const tooltipId = `${id}-name`;
  return (
    <span className="law-badge relative inline-flex">
      <a href={lawGuidePath(law)} id={id} aria-describedby={tooltipId} className="law-badge-link">
        {law}
      </a>
      {/* The transparent padding bridges the gap, so the pointer can move onto the tooltip without losing it. */}
      <span role="tooltip" id={tooltipId} className="law-tooltip">
        <span className="relative block rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg">
          {`${laws[law].name} `}
          <span className="mt-1 block font-normal text-slate-300">{figureNote(law)}</span>
          <span aria-hidden="true" className="absolute -bottom-1 left-3 size-2 rotate-45 bg-slate-900" />
        </span>
      </span>
    </span>
  );
}
