import { useSyncExternalStore } from "react";

/**
 * A module the first view does not need, loaded on demand (or when the browser
 * is idle) and then rendered by every component that asks for it.
 */
export interface LazyModule<T> {
  load(): Promise<T>;
  /** The module once loaded; undefined before, and always during hydration. */
  useLoaded(): T | undefined;
}

export function lazyModule<T>(loader: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    load() {
      pending ??= loader().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined; // a later call may try again (offline, deploy in between)
          throw error;
        },
      );
      return pending;
    },
    useLoaded() {
      return useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      );
    },
  };
}
