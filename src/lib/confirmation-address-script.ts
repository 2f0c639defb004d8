import { minifyInlineScript } from "./minify-inline-script.ts";
import { BOOKING_ID, BOOKING_ID_PARAMS, BOOKING_ID_PROPERTY } from "./booking.ts";

/**
 * The first element of the confirmation page's <head>. Scheduling tools append the visitor's name, email and
 * more to the address they redirect to; this removes every parameter before the page requests anything else, so
 * no request, and no Referer, carries them. On a build with the ad conversion it first keeps the booking id in
 * memory (a property of the window, never storage), for the conversion's transaction id if the visitor accepts.
 */
export function confirmationAddressScript({ keepBookingId }: { keepBookingId: boolean }): string {
  const keep = keepBookingId
    ? `
  for (const name of ${JSON.stringify(BOOKING_ID_PARAMS)}) {
    const id = url.searchParams.get(name);
    if (id && ${String(BOOKING_ID)}.test(id)) {
      Object.defineProperty(window, ${JSON.stringify(BOOKING_ID_PROPERTY)}, { value: id, configurable: true });
      break;
    }
  }`
    : "";
  return minifyInlineScript(`(() => {
  const url = new URL(location.href);
  if (!url.search) return;${keep}
  url.search = "";
  history.replaceState(history.state, "", url);
})();`);
}
