import * as Tooltip from "@radix-ui/react-tooltip";
import type { ReactElement } from "react";
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
  return (
    <Tooltip.Provider delayDuration={tooltipDelays.openMs} skipDelayDuration={tooltipDelays.skipMs}>
      <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
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
    </Tooltip.Provider>
  );
}
