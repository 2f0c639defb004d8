import type { SafeStorage } from "./browser-storage";
import { conversion, storageKey } from "~/config/ad-measurement";

/** Where scheduling tools put the booking's id on their redirect: Cal.com `uid`, Calendly `invitee_uuid`. */
export const BOOKING_ID_PARAMS = ["uid", "invitee_uuid"] as const;

/**
 * Ids are opaque tokens that Google accepts as a transaction id (at most 64 characters); anything else (an
 * email address, say, or a longer token) is not used, and the conversion gets a random id instead.
 */
export const BOOKING_ID = new RegExp(`^[\\w-]{1,${conversion.transactionIdMaxLength}}$`);

export function bookingIdFrom(params: URLSearchParams): string | null {
  for (const name of BOOKING_ID_PARAMS) {
    const value = params.get(name);
    if (value && BOOKING_ID.test(value)) return value;
  }
  return null;
}

/**
 * The conversion's `transaction_id`, which lets Google Ads drop duplicates:
 * the booking id when the redirect carries one, else one random id kept for
 * this tab, so a reload reports the same conversion again rather than a new one.
 */
export function conversionTransactionId(params: URLSearchParams, storage: SafeStorage, newId: () => string): string {
  const stored = storage.get(storageKey.bookingConversionId);
  const id = bookingIdFrom(params) ?? (stored !== null && BOOKING_ID.test(stored) ? stored : newId());
  storage.set(storageKey.bookingConversionId, id);
  return id;
}

export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
