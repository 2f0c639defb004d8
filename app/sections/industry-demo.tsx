import { useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { lawTooltips } from "~/components/law-badge";
import { showToast } from "~/components/lazy-toaster";
import { SectionHeading } from "~/components/section-heading";
import { demoSection } from "~/content/landing";
import { scenarios } from "~/content/scenarios";
import type { IndustryId } from "~/content/types";
import { DEFAULT_INDUSTRY, demoReducer, initialDemoState, isIndustryId } from "~/lib/demo-state";
import { whenIdle } from "~/lib/lazy-module";
import { IndustryTabs } from "./industry-tabs";
import { ScenarioPanel } from "./scenario-panel";

export const INDUSTRY_PARAM = "industry";

/** Link that opens the demo on one industry. */
export function scenarioLink(origin: string, id: IndustryId): string {
  return `${origin}/?${INDUSTRY_PARAM}=${id}#demo-section`;
}

/**
 * The industry demo: pick an industry, read the unsafe call, mitigate it.
 * The selected industry is mirrored in `?industry=` so a link opens it.
 */
export function IndustryDemo() {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);
  const [announcement, setAnnouncement] = useState("");
  const [searchParams, setSearchParams] = useSearchParams();

  // The prerendered HTML shows the default industry; a shared link's industry is applied after hydration.
  const requested = searchParams.get(INDUSTRY_PARAM);
  useEffect(() => {
    if (requested === null) {
      dispatch({ type: "select", industry: DEFAULT_INDUSTRY });
    } else if (isIndustryId(requested)) {
      dispatch({ type: "select", industry: requested });
    } else {
      // Unknown value: show the default and drop the bad parameter from the address bar.
      dispatch({ type: "select", industry: DEFAULT_INDUSTRY });
      setSearchParams(
        (params) => {
          params.delete(INDUSTRY_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [requested, setSearchParams]);

  const select = (id: IndustryId) => {
    if (id === state.selected) return;
    dispatch({ type: "select", industry: id });
    const title = scenarios.find((scenario) => scenario.id === id)?.title ?? id;
    setAnnouncement(demoSection.announceSelected(title, state.mitigated[id]));
    setSearchParams(
      (params) => {
        if (id === DEFAULT_INDUSTRY) params.delete(INDUSTRY_PARAM);
        else params.set(INDUSTRY_PARAM, id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const toggleMitigation = (scenarioTitle: string) => {
    const mitigate = !state.mitigated[state.selected];
    dispatch({ type: mitigate ? "mitigate" : "restore" });
    setAnnouncement(mitigate ? demoSection.announceMitigated(scenarioTitle) : demoSection.announceUnsafe(scenarioTitle));
  };

  const copyLink = async (id: IndustryId) => {
    try {
      await navigator.clipboard.writeText(scenarioLink(window.location.origin, id));
      await showToast("success", demoSection.linkCopied);
    } catch {
      await showToast("error", demoSection.copyFailed);
    }
  };

  // The law tooltips (Radix) load when the browser is idle, or as soon as the demo is approached.
  const tooltip = lawTooltips.useLoaded();
  useEffect(() => whenIdle(() => void lawTooltips.load()), []);
  // Wrapping the demo in the tooltip provider re-creates its elements once; keep keyboard focus where it was.
  const focusedId = useRef<string | null>(null);
  const demoRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = demoRef.current;
    if (!element) return;
    const load = () => void lawTooltips.load();
    const onFocusIn = (event: FocusEvent) => {
      focusedId.current = event.target instanceof HTMLElement ? event.target.id || null : null;
      load();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) focusedId.current = null;
    };
    element.addEventListener("pointerenter", load);
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("pointerenter", load);
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  useLayoutEffect(() => {
    const id = focusedId.current;
    if (tooltip && id && document.activeElement === document.body) document.getElementById(id)?.focus();
  }, [tooltip]);

  const demo = (
    <>
      <div className="mt-12">
        <IndustryTabs selected={state.selected} mitigated={state.mitigated} onSelect={select} />
      </div>
      <div className="mt-6 grid">
        {scenarios.map((scenario) => (
          <ScenarioPanel
            key={scenario.id}
            scenario={scenario}
            active={scenario.id === state.selected}
            mitigated={state.mitigated[scenario.id]}
            onToggleMitigation={() => {
              toggleMitigation(scenario.title);
            }}
            onCopyLink={() => {
              void copyLink(scenario.id);
            }}
          />
        ))}
      </div>
    </>
  );

  return (
    <section id="demo-section" aria-labelledby="demo-heading" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="demo-heading"
          eyebrow={demoSection.eyebrow}
          heading={demoSection.heading}
          intro={demoSection.intro}
        />
        <div ref={demoRef}>
          {tooltip ? <tooltip.TooltipProvider>{demo}</tooltip.TooltipProvider> : demo}
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </section>
  );
}
