import { conversion } from "#src/config/ad-measurement.ts";

/** Where scheduling tools put the booking's id on their redirect: Cal.com `uid`, Calendly `invitee_uuid`. */
export const BOOKING_ID_PARAMS = ["uid", "invitee_uuid"] as const;

/**
 * Ids are opaque tokens that Google accepts as a transaction id (at most 64 characters); anything else (an
 * email address, say, or a longer token) is not used, and the conversion gets a random id instead.
 */
export const BOOKING_ID = new RegExp(`^[\\w-]{1,${conversion.transactionIdMaxLength}}$`);

/**
 * Where the confirmation page's first script leaves the booking id once it has cleared the address: a property
 * of the page's window, in memory only, gone with the page. Nothing about the booking is stored before Accept.
 */
export const BOOKING_ID_PROPERTY = "vigilBookingId";

/** On the confirmation page's first script (src/inline-scripts/confirmation-address.ts): a build with the ad conversion. */
export const KEEP_BOOKING_ID = "data-keep-booking-id";

/** The booking id the first script kept, if it is one (src/inline-scripts/confirmation-address.ts). */
export function keptBookingId(page: object): string | null {
  const id: unknown = (page as Record<string, unknown>)[BOOKING_ID_PROPERTY];
  return typeof id === "string" && BOOKING_ID.test(id) ? id : null;
}
