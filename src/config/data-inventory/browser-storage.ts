/**
 * Browser storage: the localStorage and sessionStorage keys this site writes, what their values look like, when
 * they are written and who else receives them.
 */
import { storageKey } from "#src/config/ad-measurement.ts";
import type { Lifetime, Presence } from "./presence-and-lifetime.ts";

export interface StorageEntry {
  key: string;
  area: "localStorage" | "sessionStorage";
  /** What the value looks like. */
  value: string;
  purpose: string;
  /** When it is written, in a sentence. */
  written: string;
  lifetime: Lifetime;
  presence: Presence;
  /** Who else receives the value, or null when it never leaves the browser. */
  sentTo: string | null;
}

export const storageEntries: readonly StorageEntry[] = [
  {
    key: storageKey.adsConsent,
    area: "localStorage",
    value: `"granted" or "denied"`,
    purpose: "Remembers your answer about ad measurement, so we respect it and don't ask again.",
    written: "When you press Accept or Reject, and not before.",
    lifetime: { kind: "untilChanged" },
    presence: "googleAds",
    sentTo: null,
  },
  {
    key: storageKey.conversionSent,
    area: "sessionStorage",
    value: "The random id sent to Google with the conversion",
    purpose: "Lets a reload of the confirmation page send no second conversion for the same booking.",
    written: "Only after you accept, when the conversion is sent.",
    lifetime: { kind: "tab" },
    presence: "googleAdsConsent",
    sentTo: null,
  },
];
