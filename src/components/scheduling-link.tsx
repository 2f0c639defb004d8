import { Icon } from "./icon.tsx";
import { buttonClasses, type ButtonVariant } from "./button-classes.ts";
import { site } from "#src/content/site.ts";
import type { SchedulingCta } from "#src/content/types.ts";
import { schedulingHref } from "#src/lib/scheduling.ts";
import { cn } from "#src/lib/cn.ts";

interface SchedulingLinkProps {
  cta: SchedulingCta;
  /** A button look; omit for a plain text link. */
  variant?: ButtonVariant;
  className?: string;
}

/** A call to action that opens the external scheduling page in a new tab. */
export function SchedulingLink({ cta, variant, className }: SchedulingLinkProps) {
  return (
    <a
      href={schedulingHref(cta.placement)}
      target="_blank"
      rel="noopener noreferrer"
      className={variant ? buttonClasses(variant, className) : cn("inline-flex items-center gap-1", className)}
    >
      {cta.label}
      <Icon name="arrow-up-right" className="size-4 shrink-0 opacity-70" />
      <span className="sr-only"> {site.newTabHint}</span>
    </a>
  );
}
