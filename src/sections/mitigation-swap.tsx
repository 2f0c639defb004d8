import type { ReactNode } from "react";
import { cn } from "#src/lib/cn.ts";

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
 * `unsafe` or `mitigated`, after the panel's checkbox, in the space of the taller, so mitigating moves nothing.
 * The shown one inherits its visibility (`visible` would show through a hidden panel).
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
