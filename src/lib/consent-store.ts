import { useSyncExternalStore } from "react";
import { updateAdsConsent } from "./analytics";
import { localStore } from "./browser-storage";
import { adsConsentValues, storageKey, type ConsentValue, type StoredAdsConsent } from "~/config/ad-measurement";

/**
 * The visitor's ad-cookie choice (kept in localStorage), Global Privacy Control, and whether the consent banner
 * should show: on a page that loads the ad tag while there is no choice to apply, or when the visitor asked for it.
 *
 * With Global Privacy Control on, a stored Accept is never applied by itself: the tag starts denied and the
 * banner shows, saying the signal is honoured. An Accept pressed then applies to this visit only; it is stored as
 * "granted-over-gpc", which no later visit applies without asking.
 */
interface ConsentSnapshot {
  /** What localStorage holds. */
  stored: StoredAdsConsent | null;
  /** navigator.globalPrivacyControl === true */
  gpc: boolean;
  /** Accept pressed during this page load. */
  acceptedThisVisit: boolean;
  adsTagOnPage: boolean;
  settingsOpen: boolean;
}

const serverSnapshot: ConsentSnapshot = {
  stored: null,
  gpc: false,
  acceptedThisVisit: false,
  adsTagOnPage: false,
  settingsOpen: false,
};
let snapshot: ConsentSnapshot | null = null;
const listeners = new Set<() => void>();

function readStored(): StoredAdsConsent | null {
  const stored = localStore.get(storageKey.adsConsent);
  return Object.values(adsConsentValues).find((value) => value === stored) ?? null;
}

function readGpc(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

function current(): ConsentSnapshot {
  snapshot ??= { ...serverSnapshot, stored: readStored(), gpc: readGpc() };
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

/**
 * The choice in force for this page load, or null when there is none and the visitor should be asked. A stored
 * Accept counts only without Global Privacy Control; an Accept over it, only in the visit it was pressed in.
 */
export function effectiveChoice({ stored, gpc, acceptedThisVisit }: ConsentSnapshot): ConsentValue | null {
  if (stored === adsConsentValues.denied) return "denied";
  if (acceptedThisVisit) return "granted";
  if (stored === adsConsentValues.granted && !gpc) return "granted";
  return null;
}

export const consentStore = {
  get: current,
  choose(choice: ConsentValue): void {
    const accepted = choice === "granted";
    const { gpc } = current();
    const stored = accepted
      ? gpc
        ? adsConsentValues.grantedOverGpc
        : adsConsentValues.granted
      : adsConsentValues.denied;
    localStore.set(storageKey.adsConsent, stored);
    updateAdsConsent(choice, gpc);
    update({ stored, acceptedThisVisit: accepted, settingsOpen: false });
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
  /** For tests: start again from storage and the browser's signal. */
  reset(): void {
    snapshot = null;
  },
};

export function useConsent(): ConsentSnapshot & { choice: ConsentValue | null; bannerVisible: boolean } {
  const state = useSyncExternalStore(subscribe, current, () => serverSnapshot);
  const choice = effectiveChoice(state);
  return { ...state, choice, bannerVisible: state.settingsOpen || (state.adsTagOnPage && choice === null) };
}
