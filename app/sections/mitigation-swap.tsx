import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface MitigationSwapProps {
  unsafe: ReactNode;
  mitigated: ReactNode;
  /** Classes of the element around `unsafe` (a pill, a bubble, a colour). */
  unsafeClassName?: string;
  /** Classes of the element around `mitigated`. */
  mitigatedClassName?: string;
  className?: string;
}

/**
 * Shows `unsafe` or `mitigated` after the panel's mitigation checkbox (the `panel-mitigated:` variant), in
 * the space of the taller of the two, so mitigating never moves what follows. The hidden one is invisible to
 * everyone, screen readers included. The shown one inherits its visibility rather than setting `visible`,
 * which would show it through a hidden panel (a mitigated industry that is not selected).
 */
export function MitigationSwap({
  unsafe,
  mitigated,
  unsafeClassName,
  mitigatedClassName,
  className,
}: MitigationSwapProps) {
  return (
    <span className={cn("grid", className)}>
      <span className={cn("col-start-1 row-start-1 panel-mitigated:invisible", unsafeClassName)}>{unsafe}</span>
      <span
        className={cn("invisible col-start-1 row-start-1 panel-mitigated:[visibility:inherit]", mitigatedClassName)}
      >
        {mitigated}
      </span>
    </span>
  );
}
