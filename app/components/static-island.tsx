import { lazy, Suspense, useState, type ComponentType } from "react";
import { preloadForPrerender } from "~/lib/prerender";

type SectionModule = Promise<{ default: ComponentType }>;

/**
 * A section without script behaviour: prerendered in full and left untouched by hydration, so neither its code
 * nor its copy is in the page's JavaScript; its module loads only on a client-side navigation (decision 002).
 */
export function staticIsland(name: string, load: () => SectionModule) {
  const LazySection = lazy(load);
  // Rendered synchronously when prerendering: a suspending island would be streamed out of order.
  const prerenderedModule = preloadForPrerender(load);

  return function StaticIsland() {
    // When this render hydrates the page, the island's prerendered HTML is in the document.
    const [hydrating] = useState(
      () => typeof document !== "undefined" && !!document.querySelector(`[data-island="${name}"]`)?.hasChildNodes(),
    );
    const PrerenderedSection = prerenderedModule()?.default;
    if (PrerenderedSection) {
      return (
        <div className="contents" data-island={name}>
          <PrerenderedSection />
        </div>
      );
    }
    if (hydrating) {
      return (
        <div
          className="contents"
          data-island={name}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div className="contents" data-island={name}>
        <Suspense fallback={null}>
          <LazySection />
        </Suspense>
      </div>
    );
  };
}
