import { useSyncExternalStore } from "react";
import { updateAdsConsent, type ConsentChoice } from "./analytics";
import { localStore } from "./browser-storage";

/**
 * The visitor's ad-cookie choice (kept in localStorage) and whether the
 * consent banner should show: on a page that loads the ad tag before any
 * choice, or when 'Cookie settings' asked for it.
 */
interface ConsentSnapshot {
  choice: ConsentChoice | null;
  adsTagOnPage: boolean;
  settingsOpen: boolean;
}

const STORAGE_KEY = "vigil:ads-consent";

const serverSnapshot: ConsentSnapshot = { choice: null, adsTagOnPage: false, settingsOpen: false };
let snapshot: ConsentSnapshot | null = null;
const listeners = new Set<() => void>();

function readStoredChoice(): ConsentChoice | null {
  const stored = localStore.get(STORAGE_KEY);
  return stored === "granted" || stored === "denied" ? stored : null;
}

function current(): ConsentSnapshot {
  snapshot ??= { ...serverSnapshot, choice: readStoredChoice() };
  return snapshot;
}

function update(patch: Partial<ConsentSnapshot>): void {
  snapshot = { ...current(), ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const consentStore = {
  get: current,
  choose(choice: ConsentChoice): void {
    localStore.set(STORAGE_KEY, choice);
    updateAdsConsent(choice);
    update({ choice, settingsOpen: false });
  },
  markAdsTagOnPage(onPage: boolean): void {
    update({ adsTagOnPage: onPage });
  },
  openSettings(): void {
    update({ settingsOpen: true });
  },
  closeSettings(): void {
    update({ settingsOpen: false });
  },
  /** For tests: start again from storage. */
  reset(): void {
    snapshot = null;
  },
};

export function useConsent(): ConsentSnapshot & { bannerVisible: boolean } {
  const state = useSyncExternalStore(subscribe, current, () => serverSnapshot);
  return { ...state, bannerVisible: state.settingsOpen || (state.adsTagOnPage && state.choice === null) };
}
