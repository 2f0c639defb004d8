import { useLayoutEffect, useState } from "react";
import type { LawCode } from "~/content/laws";
import { cn } from "~/lib/cn";
import { lazyModule } from "~/lib/lazy-module";

/** Radix Tooltip arrives after the first view; until then a badge is a plain button. */
export const lawTooltips = lazyModule(() => import("./law-tooltip"));

/** The badge that had keyboard focus while its tooltip was set up, to give it focus back after the swap. */
let focusedBadgeId: string | null = null;

/** A law's code; pointed at or focused, it shows the law's full name in a tooltip. */
export function LawBadge({ law, id, className }: { law: LawCode; id: string; className?: string }) {
  const tooltip = lawTooltips.useLoaded();
  // Only a badge someone reaches gets its Radix tooltip: wrapping every badge the moment the module
  // arrives would re-render them all in one long task.
  const [reached, setReached] = useState(false);
  const withTooltip = tooltip !== undefined && reached;
  const reach = () => {
    setReached(true);
    void lawTooltips.load();
  };

  // Wrapping the badge in the tooltip re-creates its button once; keep keyboard focus on it.
  useLayoutEffect(() => {
    if (withTooltip && focusedBadgeId === id && document.activeElement === document.body) {
      document.getElementById(id)?.focus();
    }
  }, [withTooltip, id]);

  const badge = (
    <button
      type="button"
      id={id}
      onPointerEnter={reach}
      onFocus={() => {
        focusedBadgeId = id;
        reach();
      }}
      onBlur={(event) => {
        // Only when focus moved on: the swap removes the focused button too, and then focus must come back.
        if (focusedBadgeId === id && event.relatedTarget !== null) focusedBadgeId = null;
      }}
      className={cn(
        "inline-flex min-h-6 cursor-help items-center rounded-md px-2 text-xs font-semibold tracking-wide ring-1 ring-inset",
        className,
      )}
    >
      {law}
    </button>
  );
  return withTooltip ? <tooltip.LawTooltip law={law}>{badge}</tooltip.LawTooltip> : badge;
}
