/**
 * The visitor's ad-measurement choice and what follows from it, as plain functions: the page script
 * (./consent-controls.ts) reads the browser, these decide. Nothing here touches the page or the network.
 */
import { storageKey, type ConsentValue } from "#src/config/ad-measurement.ts";
import type { SafeStorage } from "./browser-storage.ts";

/** The stored choice: "granted" or "denied", or null when there is none (or a value this site never wrote). */
export function storedChoice(local: SafeStorage): ConsentValue | null {
  const stored = local.get(storageKey.adsConsent);
  return stored === "granted" || stored === "denied" ? stored : null;
}

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl === true`). */
export function sendsGpc(navigator: Navigator): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

/** What the confirmation page does about the conversion. */
export type ConversionPlan =
  /** Global Privacy Control: nothing is sent, whatever was chosen; the page says why. */
  | { kind: "gpc" }
  /** No choice yet: ask, and send nothing until Accept. */
  | { kind: "ask" }
  /** Rejected: nothing is sent. */
  | { kind: "rejected" }
  /** Accepted, and this tab already sent its conversion: a reload, or a return to the page, sends no second one. */
  | { kind: "alreadySent" }
  /** Accepted: send one conversion with this transaction id, a random one. */
  | { kind: "send"; transactionId: string };

export interface ConversionFacts {
  choice: ConsentValue | null;
  gpc: boolean;
  /** The transaction id this tab's last conversion was sent with (sessionStorage, written only after Accept). */
  sentId: string | null;
  newId: () => string;
}

/**
 * Nothing from the address is kept before an answer (src/inline-scripts/confirmation-address.ts), so the transaction
 * id is random: Google cannot match it to a booking, and neither can we. One conversion per tab: the booking page opens
 * in a new tab, so a second booking normally lands in a tab of its own.
 */
export function conversionPlan({ choice, gpc, sentId, newId }: ConversionFacts): ConversionPlan {
  if (gpc) return { kind: "gpc" };
  if (choice === null) return { kind: "ask" };
  if (choice === "denied") return { kind: "rejected" };
  if (sentId !== null) return { kind: "alreadySent" };
  return { kind: "send", transactionId: newId() };
}

export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
