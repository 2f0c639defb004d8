/**
 * React Router's default client entry, with one change: hydration starts in a
 * task of its own. Evaluating React DOM and hydrating the page in one task
 * would block the main thread for one long stretch on a slow phone; split,
 * each part stays short, and React's time-sliced hydration does the rest.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// Scheduled from a microtask rather than the module body, so that the browser's
// timer bookkeeping only records this small function, not the whole module.
void Promise.resolve().then(() => setTimeout(hydrate));
