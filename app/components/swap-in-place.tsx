import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface SwapInPlaceProps {
  showSecond: boolean;
  first: ReactNode;
  second: ReactNode;
  className?: string;
}

/**
 * Shows one of two contents in the space of the taller, so switching never
 * moves what follows (no layout shift). The hidden one is invisible to
 * everyone, screen readers included.
 */
export function SwapInPlace({ showSecond, first, second, className }: SwapInPlaceProps) {
  return (
    <span className={cn("grid", className)}>
      <span className={cn("col-start-1 row-start-1", showSecond && "invisible")} aria-hidden={showSecond || undefined}>
        {first}
      </span>
      <span className={cn("col-start-1 row-start-1", !showSecond && "invisible")} aria-hidden={!showSecond || undefined}>
        {second}
      </span>
    </span>
  );
}
