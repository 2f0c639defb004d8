import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface MitigationSwapProps {
  unsafe: ReactNode;
  mitigated: ReactNode;
  className?: string;
}

/**
 * Shows `unsafe` or `mitigated` after the state of the demo panel around it
 * (`data-state` on ScenarioPanel, read by the `panel-*:` variants in app.css),
 * in the space of the taller of the two, so mitigating never moves what
 * follows. CSS does the switch: mitigating
 * re-renders nothing. The hidden one is invisible to everyone, screen readers
 * included.
 */
export function MitigationSwap({ unsafe, mitigated, className }: MitigationSwapProps) {
  return (
    <span className={cn("grid", className)}>
      <span className="col-start-1 row-start-1 panel-mitigated:invisible">{unsafe}</span>
      <span className="invisible col-start-1 row-start-1 panel-mitigated:visible">{mitigated}</span>
    </span>
  );
}
