import * as Tooltip from "@radix-ui/react-tooltip";
import { laws, type LawCode } from "~/content/laws";
import { cn } from "~/lib/cn";

/**
 * A law's code with its full name in a tooltip, shown on hover and on keyboard
 * focus. Needs a Tooltip.Provider above it (the demo has one, with the spec's delays).
 */
export function LawBadge({ law, className }: { law: LawCode; className?: string }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className={cn(
            "inline-flex min-h-6 cursor-help items-center rounded-md px-2 text-xs font-semibold tracking-wide ring-1 ring-inset",
            className,
          )}
        >
          {law}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          className="z-50 max-w-64 rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
        >
          {laws[law].name}
          <Tooltip.Arrow className="fill-slate-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
