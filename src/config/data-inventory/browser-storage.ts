/**
 * Browser storage: the localStorage and sessionStorage keys this site writes, what their values look like and who
 * else receives them.
 */
import { adsConsentValues, conversion, google, storageKey } from "../ad-measurement.ts";
import type { Lifetime, Presence } from "./presence-and-lifetime.ts";

export interface StorageEntry {
  key: string;
  area: "localStorage" | "sessionStorage";
  /** What the value looks like. */
  value: string;
  purpose: string;
  lifetime: Lifetime;
  presence: Presence;
  /** Who else receives the value, or null when it never leaves the browser. */
  sentTo: string | null;
}

export const storageEntries: readonly StorageEntry[] = [
  {
    key: storageKey.adsConsent,
    area: "localStorage",
    value: `"${adsConsentValues.granted}" or "${adsConsentValues.denied}", or "${adsConsentValues.grantedOverGpc}" for an Accept pressed while your browser sent Global Privacy Control`,
    purpose: "Remembers your answer in the cookie banner, so we respect it and don't ask again.",
    lifetime: { kind: "untilChanged" },
    presence: "googleAds",
    sentTo: null,
  },
  {
    key: storageKey.bookingConversionId,
    area: "sessionStorage",
    value: `The scheduling provider's booking id (at most ${conversion.transactionIdMaxLength} letters, digits, "-" or "_"), or a random id`,
    purpose: "Lets a reload of the confirmation page report the same booking again instead of a second one.",
    lifetime: { kind: "tab" },
    presence: "googleAds",
    sentTo: `${google.product}, as the conversion's transaction id`,
  },
];
