import { useLayoutEffect } from "react";
import type { LawCode } from "~/content/laws";
import { cn } from "~/lib/cn";
import { lazyModule } from "~/lib/lazy-module";

/** Radix Tooltip arrives after the first view; until then a badge is a plain button. */
export const lawTooltips = lazyModule(() => import("./law-tooltip"));

/** The badge that had keyboard focus while the tooltip module loaded, to give it back after the swap. */
let focusedBadgeId: string | null = null;

/** A law's code; with the tooltip module loaded, its full name shows on hover and keyboard focus. */
export function LawBadge({ law, id, className }: { law: LawCode; id: string; className?: string }) {
  const tooltip = lawTooltips.useLoaded();
  // Wrapping the badge in the tooltip re-creates its button once; keep keyboard focus on it.
  useLayoutEffect(() => {
    if (tooltip && focusedBadgeId === id && document.activeElement === document.body) {
      document.getElementById(id)?.focus();
    }
  }, [tooltip, id]);

  const badge = (
    <button
      type="button"
      id={id}
      onPointerEnter={() => void lawTooltips.load()}
      onFocus={() => {
        focusedBadgeId = id;
        void lawTooltips.load();
      }}
      onBlur={() => {
        if (focusedBadgeId === id) focusedBadgeId = null;
      }}
      className={cn(
        "inline-flex min-h-6 cursor-help items-center rounded-md px-2 text-xs font-semibold tracking-wide ring-1 ring-inset",
        className,
      )}
    >
      {law}
    </button>
  );
  return tooltip ? <tooltip.LawTooltip law={law}>{badge}</tooltip.LawTooltip> : badge;
}
