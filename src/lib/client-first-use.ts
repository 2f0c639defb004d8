/**
 * `client:firstuse`: hydrate an island when the visitor first uses it: focuses anything in it, presses on it, or
 * drags a file over it. Until then the island is its prerendered HTML and the page runs none of its JavaScript, so
 * a visitor who only reads loads none (decision 019). With a value, `client:firstuse="demo"`, it starts at once, after
 * the first paint, when the page's address holds that query parameter: the address asks for the island's work.
 */
import type { ClientDirective } from "astro";

/** What a visitor does to an island before it runs that shows they are about to use it. */
const USE_EVENTS = ["focusin", "pointerdown", "dragenter", "dragover", "drop"] as const;
/** Browsers that report no paint (a page opened in a background tab may not) start this long after `load`. */
const NO_PAINT_FALLBACK_MS = 3000;

/** Calls `start` once the page has painted its content (or, where no paint is reported, a while after `load`). */
function afterFirstPaint(start: () => void): void {
  if (performance.getEntriesByName("first-contentful-paint").length > 0) {
    start();
    return;
  }
  if (PerformanceObserver.supportedEntryTypes.includes("paint")) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: "paint", buffered: true });
  }
  const fallback = () => setTimeout(start, NO_PAINT_FALLBACK_MS);
  if (document.readyState === "complete") fallback();
  else addEventListener("load", fallback, { once: true });
}

const firstUse: ClientDirective = (load, { value }, island) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of USE_EVENTS) island.removeEventListener(type, start, true);
    void load().then((hydrate) => hydrate());
  };
  if (typeof value === "string" && new URLSearchParams(location.search).has(value)) {
    afterFirstPaint(start);
    return;
  }
  for (const type of USE_EVENTS) island.addEventListener(type, start, { capture: true, passive: true });
  // Focused before this script ran (a fast visitor, or the browser restoring focus).
  if (island.contains(document.activeElement)) start();
};

export default firstUse;
