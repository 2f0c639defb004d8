import { memo } from "react";
import { hydrateLater } from "~/components/hydrate-later";
import type { Industry, IndustryId } from "~/content/types";
import { cn } from "~/lib/cn";
import { panelId, tabId } from "./industry-tab";

/**
 * The panel's content and the scenario copy arrive after the first view (see
 * hydrate-later.tsx); the prerendered HTML shows them until then.
 */
const scenarioDetails = hydrateLater(() => import("./scenario-details").then((module) => module.ScenarioDetails));
export const loadScenarioDetails = scenarioDetails.start;

interface ScenarioPanelProps {
  industry: Industry;
  active: boolean;
  mitigated: boolean;
  onToggleMitigation: () => void;
  onCopyLink: (id: IndustryId) => Promise<void>;
}

/**
 * One industry's panel. Every panel shares one grid cell with the others, so
 * the demo is as tall as its tallest state and never shifts. The state is only
 * an attribute here (`data-state`), which the details show with CSS, so neither
 * switching nor mitigating re-renders them (and memo re-renders only the
 * panels whose state changed). A hidden panel is `invisible`,
 * which already keeps it from focus, pointer and screen readers; `inert` as
 * well would make the browser restyle the panel's every element on a switch.
 * Each panel is its own compositor layer (`will-change-transform`): a switch
 * or a mitigation then repaints that layer alone, not the whole page's.
 */
export const ScenarioPanel = memo(function ScenarioPanel({
  industry,
  active,
  mitigated,
  onToggleMitigation,
  onCopyLink,
}: ScenarioPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(industry.id)}
      aria-labelledby={tabId(industry.id)}
      aria-hidden={!active || undefined}
      data-state={active ? (mitigated ? "mitigated" : "unsafe") : "hidden"}
      className={cn(
        "col-start-1 row-start-1 flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 will-change-transform",
        !active && "invisible",
      )}
    >
      <scenarioDetails.Component industry={industry} onToggleMitigation={onToggleMitigation} onCopyLink={onCopyLink} />
    </div>
  );
});
