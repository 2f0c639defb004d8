import * as Tooltip from "@radix-ui/react-tooltip";
import { useRef, useState, type ReactElement } from "react";
import { laws, type LawCode } from "~/content/laws";
import { tooltipDelays } from "~/content/ui";

/*
 * Radix Tooltip for the law badges, loaded after the first view (see
 * law-badge.tsx): 20 KB gzip the first paint does not need. Each badge has its
 * own provider: a shared one above the demo would put all of Radix in the
 * page's first JavaScript, or re-create the demo when it arrives.
 */

/** Shows the law's full name over `children` (its badge) on hover and keyboard focus. */
export function LawTooltip({ law, children }: { law: LawCode; children: ReactElement }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const escaped = useRef(false);

  // Radix closes a tooltip when the page scrolls, and a badge reached with the Tab key scrolls itself into
  // view just as its tooltip opens: a badge with keyboard focus keeps its tooltip until Escape or until focus
  // moves on.
  const onOpenChange = (next: boolean) => {
    const keyboardFocused = trigger.current?.matches(":focus-visible") ?? false;
    if (!next && keyboardFocused && !escaped.current) return;
    escaped.current = false;
    setOpen(next);
  };

  return (
    <Tooltip.Provider delayDuration={tooltipDelays.openMs} skipDelayDuration={tooltipDelays.skipMs}>
      <Tooltip.Root open={open} onOpenChange={onOpenChange}>
        <Tooltip.Trigger asChild ref={trigger}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            onEscapeKeyDown={() => {
              escaped.current = true;
            }}
            className="z-50 max-w-64 rounded-md bg-slate-900 px-3 py-2 text-xs font-medium text-white shadow-lg"
          >
            {laws[law].name}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
