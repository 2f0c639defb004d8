/**
 * What only script adds to the industry demo, whose state lives in its form controls (DemoBoard, decision 001): the
 * address bar follows the selected industry, Copy link copies and confirms with a toast, Home and End reach the
 * first and last tile, Escape hides a tooltip, the live region announces each change, and Play the call speaks the
 * call shown where the device has local voices. Plain DOM, no framework runtime (decision 020): the markup is
 * React's, rendered at build. It reads the controls and never resets them, so a choice made before it ran is kept.
 */
import { demoSection } from "#src/content/demo.ts";
import { stopActiveCall } from "#src/lib/call-player/active-call.ts";
import {
  addressFor,
  changeFrom,
  demoIds,
  INDUSTRY_FIELD,
  readDemoState,
  type DemoChange,
} from "#src/lib/demo-state.ts";
import type { IndustryId } from "#src/content/industries.ts";
import { isPlainClick } from "#src/lib/plain-click.ts";
import { addCallButtons } from "./call-buttons.ts";
import { showToast, toastList } from "./toasts.ts";

/** Marks the demo once its script runs (the e2e tests wait for it). */
export const DEMO_ENHANCED = "data-enhanced";

/** The live region's sentence for a change, naming the industry as its panel's heading does. */
function announcement(change: DemoChange): string {
  const title = document.getElementById(demoIds.panelHeading(change.industry))?.textContent ?? change.industry;
  switch (change.type) {
    case "selected":
      return demoSection.announceSelected(title, change.mitigated);
    case "mitigated":
      return demoSection.announceMitigated(title);
    case "restored":
      return demoSection.announceUnsafe(title);
  }
}

/** Mirrors the selected industry in the address bar, keeping the history entry's state and other parameters. */
function followInAddressBar(selected: IndustryId): void {
  const address = addressFor(window.location.href, selected);
  if (address !== window.location.href) window.history.replaceState(window.history.state, "", address);
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

/** Starts the demo's behaviour on its section; returns what stops it. */
export function enhanceDemo(root: HTMLElement): () => void {
  // The section's one live region (IndustryDemo): found by its role, which costs the page no attribute.
  const status = root.querySelector<HTMLElement>('[role="status"]');
  followInAddressBar(readDemoState(root).selected);
  toastList();

  const onChange = (event: Event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const change = changeFrom(event.target, readDemoState(root));
    if (!change) return;
    // Another industry, Mitigate or Back: the call playing is no longer the one shown.
    stopActiveCall();
    if (change.type === "selected") followInAddressBar(change.industry);
    if (status) status.textContent = announcement(change);
  };

  // The arrow keys are the radio group's own; Home and End are those of a tablist.
  const onKeyDown = (event: KeyboardEvent) => {
    const { target, key } = event;
    if (!(target instanceof HTMLInputElement) || target.name !== INDUSTRY_FIELD) return;
    if (key !== "Home" && key !== "End") return;
    const radios = root.querySelectorAll<HTMLInputElement>(`input[name="${INDUSTRY_FIELD}"]`);
    const radio = radios[key === "Home" ? 0 : radios.length - 1];
    if (!radio) return;
    event.preventDefault();
    radio.focus();
    if (!radio.checked) radio.click();
  };

  // Copy link is a real link to the scenario: script copies it instead of following it.
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-copy-link]") : null;
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
    event.preventDefault();
    navigator.clipboard.writeText(link.href).then(
      () => {
        showToast("success", demoSection.linkCopied);
      },
      () => {
        showToast("error", demoSection.copyFailed);
      },
    );
  };

  const onEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") dismissLawTooltips(root);
  };

  root.addEventListener("change", onChange);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("click", onClick);
  document.addEventListener("keydown", onEscape);
  // Some browsers go on speaking after the page is left.
  window.addEventListener("pagehide", stopActiveCall);
  const removeCallButtons = addCallButtons(root);
  root.setAttribute(DEMO_ENHANCED, "");
  return () => {
    root.removeEventListener("change", onChange);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onEscape);
    window.removeEventListener("pagehide", stopActiveCall);
    removeCallButtons();
    root.removeAttribute(DEMO_ENHANCED);
  };
}
