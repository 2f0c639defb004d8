/**
 * `client:afterpaint`: hydrate an island once the page has painted its content and the browser is idle. Astro's
 * `client:idle` waits for idle time only, and on a fast connection, where `load` can come before the first paint,
 * that can request the island's scripts before anything is on screen (decision 011 measured the same). /check's
 * island is its page's purpose, but the page reads before it runs.
 */
import type { ClientDirective } from "astro";

/** Browsers that report no paint (a page opened in a background tab may not) start this long after `load`. */
const NO_PAINT_FALLBACK_MS = 3000;

const afterPaint: ClientDirective = (load) => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const hydrate = () => {
      void load().then((run) => run());
    };
    if ("requestIdleCallback" in window) requestIdleCallback(hydrate, { timeout: 1000 });
    else setTimeout(hydrate, 0);
  };
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
};

export default afterPaint;
