import { useEffect, useRef, useState, type ReactNode } from "react";
import { showToast } from "~/components/lazy-toaster";
import { demoSection } from "~/content/demo";
import { industries, industryIds, type IndustryId } from "~/content/industries";
import {
  addressFor,
  changeFrom,
  demoIds,
  INDUSTRY_FIELD,
  readDemoState,
  type DemoChange,
  type DemoState,
} from "~/lib/demo-state";

/** The live region's sentence for a change. */
function announcement(change: DemoChange): string {
  const title = industries.find((industry) => industry.id === change.industry)?.title ?? change.industry;
  switch (change.type) {
    case "selected":
      return demoSection.announceSelected(title, change.mitigated);
    case "mitigated":
      return demoSection.announceMitigated(title);
    case "restored":
      return demoSection.announceUnsafe(title);
  }
}

/**
 * Mirrors the industry in the address bar without a router navigation, which would re-render the page for a
 * change only the demo shows. The router's own history state is kept, so back and forward still work.
 */
function followInAddressBar(selected: IndustryId): void {
  const address = addressFor(window.location.href, selected);
  if (address !== window.location.href) window.history.replaceState(window.history.state, "", address);
}

const tileOf = (root: HTMLElement, id: IndustryId) =>
  root.querySelector<HTMLElement>(`label[for="${demoIds.industryRadio(id)}"]`);

/** Marks the tile of each mitigated industry, which shows its dot. */
function markMitigatedTiles(root: HTMLElement, { mitigated }: DemoState): void {
  for (const id of industryIds) tileOf(root, id)?.toggleAttribute("data-mitigated", mitigated[id]);
}

async function copyLink(href: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(href);
    await showToast("success", demoSection.linkCopied);
  } catch {
    await showToast("error", demoSection.copyFailed);
  }
}

/** Escape hides the law tooltips on show until the pointer or focus leaves their badge. */
function dismissLawTooltips(root: HTMLElement): void {
  for (const badge of root.querySelectorAll<HTMLElement>(".law-badge:hover, .law-badge:has(> :focus-visible)")) {
    badge.dataset.dismissed = "";
    const restore = () => {
      delete badge.dataset.dismissed;
    };
    badge.addEventListener("pointerleave", restore, { once: true });
    badge.addEventListener("focusout", restore, { once: true });
  }
}

/**
 * What only script adds to the demo, whose state lives in its form controls (DemoBoard): the address bar
 * follows the selected industry, tiles of mitigated industries carry a dot, Copy link copies, Home and End
 * reach the first and last tile, Escape hides a tooltip, and a live region announces each change. It reads
 * the controls and never resets them, so a choice made before the page's JavaScript arrived is kept.
 */
export function DemoEnhancements({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const state = readDemoState(element);
    followInAddressBar(state.selected);
    markMitigatedTiles(element, state);

    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement)) return;
      const current = readDemoState(element);
      const change = changeFrom(event.target, current);
      if (!change) return;
      if (change.type === "selected") followInAddressBar(change.industry);
      else markMitigatedTiles(element, current);
      setAnnounced(announcement(change));
    };

    // The arrow keys are the radio group's own; Home and End are those of a tablist.
    const onKeyDown = (event: KeyboardEvent) => {
      const { target, key } = event;
      if (!(target instanceof HTMLInputElement) || target.name !== INDUSTRY_FIELD) return;
      if (key !== "Home" && key !== "End") return;
      const radios = element.querySelectorAll<HTMLInputElement>(`input[name="${INDUSTRY_FIELD}"]`);
      const radio = radios[key === "Home" ? 0 : radios.length - 1];
      if (!radio) return;
      event.preventDefault();
      radio.focus();
      if (!radio.checked) radio.click();
    };

    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-copy-link]") : null;
      // A modified click (new tab, new window) keeps the link's own behaviour.
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      if (!(link instanceof HTMLAnchorElement) || !plain) return;
      event.preventDefault();
      void copyLink(link.href);
    };

    const onEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismissLawTooltips(element);
    };

    element.addEventListener("change", onChange);
    element.addEventListener("keydown", onKeyDown);
    element.addEventListener("click", onClick);
    document.addEventListener("keydown", onEscape);
    return () => {
      element.removeEventListener("change", onChange);
      element.removeEventListener("keydown", onKeyDown);
      element.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onEscape);
    };
  }, []);

  return (
    <>
      <div ref={root}>{children}</div>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </>
  );
}
