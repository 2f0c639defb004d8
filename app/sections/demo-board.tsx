import { useCallback, useEffect, useReducer, useRef } from "react";
import { lawTooltips } from "~/components/law-badge";
import { showToast } from "~/components/lazy-toaster";
import { demoSection } from "~/content/demo";
import { industries } from "~/content/industries";
import type { IndustryId } from "~/content/types";
import { afterNextPaint } from "~/lib/after-next-paint";
import {
  DEFAULT_INDUSTRY,
  demoReducer,
  initialDemoState,
  isIndustryId,
  parseIndustry,
  type DemoState,
} from "~/lib/demo-state";
import { whenIdle } from "~/lib/lazy-module";
import { useValueAfterPaint } from "~/lib/use-value-after-paint";
import { IndustryTabs } from "./industry-tabs";
import { loadScenarioDetails, ScenarioPanel } from "./scenario-panel";

export const INDUSTRY_PARAM = "industry";

/** Link that opens the demo on one industry. */
export function scenarioLink(origin: string, id: IndustryId): string {
  return `${origin}/?${INDUSTRY_PARAM}=${id}#demo-section`;
}

/**
 * Mirrors the industry in the address bar without a router navigation, which
 * would re-render the whole page for a change only the demo shows. The
 * router's own history state is kept, so back and forward still work.
 */
function replaceIndustryParam(id: IndustryId | null): void {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(INDUSTRY_PARAM, id);
  else url.searchParams.delete(INDUSTRY_PARAM);
  window.history.replaceState(window.history.state, "", url);
}

/** The live region's text for the last change. */
function announcement({ lastChange, mitigated }: DemoState): string {
  if (!lastChange) return "";
  const title = industries.find((industry) => industry.id === lastChange.industry)?.title ?? lastChange.industry;
  switch (lastChange.type) {
    case "selected":
      return demoSection.announceSelected(title, mitigated[lastChange.industry]);
    case "mitigated":
      return demoSection.announceMitigated(title);
    case "restored":
      return demoSection.announceUnsafe(title);
  }
}

interface DemoBoardProps {
  /** The `?industry=` value of the address, if any. */
  requested: string | null;
}

/**
 * The demo's tiles, panels and live region, and its state. Apart from the
 * section around it, so that a click re-renders only what it can change.
 */
export function DemoBoard({ requested }: DemoBoardProps) {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);

  // The prerendered HTML shows the default industry; a shared link's industry (or one reached with
  // back/forward) is applied after hydration.
  useEffect(() => {
    dispatch({ type: "select", industry: parseIndustry(requested) });
    if (requested !== null && !isIndustryId(requested)) replaceIndustryParam(null);
  }, [requested]);

  // Stable, like the two below: the tiles and panels are memoised and re-render only when their state changes.
  const select = useCallback((id: IndustryId) => {
    dispatch({ type: "select", industry: id });
    afterNextPaint(() => {
      replaceIndustryParam(id === DEFAULT_INDUSTRY ? null : id);
    });
  }, []);

  const toggleMitigation = useCallback(() => {
    dispatch({ type: "toggleMitigation" });
  }, []);

  const copyLink = useCallback(async (id: IndustryId) => {
    try {
      await navigator.clipboard.writeText(scenarioLink(window.location.origin, id));
      await showToast("success", demoSection.linkCopied);
    } catch {
      await showToast("error", demoSection.copyFailed);
    }
  }, []);

  // Announced once the click's frame is on screen: changing the live region's text lays out the page, which
  // would otherwise delay the panel's answer (a screen reader reads it a moment later anyway).
  const announced = useValueAfterPaint(announcement(state));

  // The panels' details load when the browser is first idle after hydration; the law tooltips (Radix)
  // when the demo is approached, so that the first badge a visitor reaches already has its code.
  const demoRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = demoRef.current;
    const approach = () => {
      loadScenarioDetails();
      void lawTooltips.load();
    };
    element?.addEventListener("pointerenter", approach);
    element?.addEventListener("focusin", approach);
    const cancelIdle = whenIdle(loadScenarioDetails);
    return () => {
      cancelIdle();
      element?.removeEventListener("pointerenter", approach);
      element?.removeEventListener("focusin", approach);
    };
  }, []);

  return (
    <>
      <div ref={demoRef}>
        <div className="mt-12">
          <IndustryTabs selected={state.selected} mitigated={state.mitigated} onSelect={select} />
        </div>
        <div className="mt-6 grid">
          {industries.map((industry) => (
            <ScenarioPanel
              key={industry.id}
              industry={industry}
              active={industry.id === state.selected}
              mitigated={state.mitigated[industry.id]}
              onToggleMitigation={toggleMitigation}
              onCopyLink={copyLink}
            />
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </>
  );
}
