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
 * Shows `unsafe` or `mitigated` after the state of the demo panel around it
 * (`data-state` on ScenarioPanel, read by the `panel-*:` variants in app.css),
 * in the space of the taller of the two, so mitigating never moves what
 * follows. CSS does the switch: mitigating re-renders nothing. The hidden one
 * is invisible to everyone, screen readers included. Each variant is one
 * element styled by its class name, not a wrapper around a styled element:
 * a mitigation restyles every element it shows or hides.
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
      <span className={cn("invisible col-start-1 row-start-1 panel-mitigated:visible", mitigatedClassName)}>
        {mitigated}
      </span>
    </span>
  );
}
