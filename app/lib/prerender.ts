/**
 * Modules that components load lazily in the browser but render synchronously
 * when the page is prerendered. entry.server.tsx waits for all of them, so each
 * HTML file is complete and needs no JavaScript to show its content.
 */
const loading: Promise<unknown>[] = [];

/**
 * When prerendering, loads `load`'s module before the page renders and returns a getter for it; in the
 * browser, loads nothing and the getter returns undefined.
 */
export function loadedForPrerender<T>(load: () => Promise<T>): () => T | undefined {
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

export async function prerenderReady(): Promise<void> {
  await Promise.all(loading);
}
