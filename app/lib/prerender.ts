/**
 * Modules that static islands (components/static-island.tsx) load in the browser only on a client-side
 * navigation, but render at once when a page is prerendered: entry.server.tsx waits for all of them, so
 * each HTML file is complete and needs no JavaScript to show its content.
 */
const loading: Promise<unknown>[] = [];

/**
 * When prerendering, starts loading `load`'s module and returns a function that gives the module once it has
 * loaded; in the browser, loads nothing, and the function gives undefined.
 */
export function preloadForPrerender<T>(load: () => Promise<T>): () => T | undefined {
  let loaded: T | undefined;
  if (import.meta.env.SSR) {
    loading.push(
      load().then((module) => {
        loaded = module;
      }),
    );
  }
  return () => loaded;
}

/** Resolves once every module asked for with preloadForPrerender has loaded. */
export async function allPreloaded(): Promise<void> {
  await Promise.all(loading);
}
