import type { SchedulingCta } from "#src/content/types.ts";
import { cn } from "#src/lib/cn.ts";
import { SchedulingLink } from "./scheduling-link.tsx";

/** The two scheduling calls to action on a dark band: stacked on phones, side by side from `sm`. */
export function CtaPair({
  primary,
  secondary,
  className,
}: {
  primary: SchedulingCta;
  secondary: SchedulingCta;
  className?: string;
}) {
  return (
    <div className={cn("mt-9 flex flex-col gap-3 sm:flex-row", className)}>
      <SchedulingLink cta={primary} variant="primaryOnDark" />
      <SchedulingLink cta={secondary} variant="secondaryOnDark" />
    </div>
  );
}
