/**
 * localStorage and sessionStorage that never throw: storage can be disabled,
 * full, or missing (private modes, embedded browsers, prerendering).
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function wrap(pick: () => Storage): SafeStorage {
  return {
    get(key) {
      try {
        return pick().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        pick().setItem(key, value);
      } catch {
        // Not stored: the choice lasts for this page only.
      }
    },
    remove(key) {
      try {
        pick().removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}

export const localStore: SafeStorage = wrap(() => window.localStorage);
export const sessionStore: SafeStorage = wrap(() => window.sessionStorage);
