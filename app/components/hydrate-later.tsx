import { lazy, memo, Suspense, type ComponentType } from "react";
import { loadedForPrerender } from "~/lib/prerender";

/**
 * A prerendered component whose code the page does not load until `start()`.
 * Until then React keeps its prerendered HTML untouched, as a dehydrated
 * Suspense boundary, and runs none of it; once the code arrives, React hydrates
 * it in tasks of its own. A dehydrated boundary cannot take new props, so the
 * component is memoised: pass it only values that never change.
 */
export function hydrateLater<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let resolveStarted = () => {};
  const started = new Promise<void>((resolve) => {
    resolveStarted = resolve;
  });

  const serverComponent = loadedForPrerender(load);

  const ClientComponent = lazy(async () => {
    await started;
    // If the code cannot be fetched (offline, a deploy in between), the prerendered HTML stays as it is.
    const component = await load().catch(() => new Promise<never>(() => {}));
    return { default: component };
  });

  const Component = memo(function HydrateLater(props: Props) {
    const Rendered = serverComponent() ?? ClientComponent;
    return (
      <Suspense fallback={null}>
        <Rendered {...props} />
      </Suspense>
    );
  });

  const start = () => {
    resolveStarted();
  };
  return { Component, start };
}
