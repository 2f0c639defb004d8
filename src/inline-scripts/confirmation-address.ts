/**
 * The first element of the confirmation page's <head>. Scheduling tools append the visitor's name, email and
 * more to the address they redirect to; this removes every parameter before the page requests anything else, so
 * no request, and no Referer, carries them. On a build with the ad conversion (its script element carries
 * `data-keep-booking-id`) it first keeps the booking id in memory (a property of the window, never storage), for
 * the conversion's transaction id if the visitor accepts.
 */
import { BOOKING_ID, BOOKING_ID_PARAMS, BOOKING_ID_PROPERTY, KEEP_BOOKING_ID } from "#src/lib/booking.ts";

const url = new URL(location.href);
if (url.search) {
  if (document.currentScript?.hasAttribute(KEEP_BOOKING_ID)) {
    const id = BOOKING_ID_PARAMS.map((name) => url.searchParams.get(name)).find(
      (value) => value && BOOKING_ID.test(value),
    );
    if (id) Object.defineProperty(window, BOOKING_ID_PROPERTY, { value: id, configurable: true });
  }
  url.search = "";
  history.replaceState(history.state, "", url);
}
