/**
 * The first element of the confirmation page's <head>. Scheduling tools append the visitor's name, email, booking id
 * and more to the address they redirect to; this removes every parameter before the page requests anything else, so
 * no request, and no Referer, carries them. It keeps none of them, not even in memory: a conversion sent after Accept
 * gets a random transaction id (src/lib/consent/choice.ts), so nothing from the address is held before an answer.
 */
const url = new URL(location.href);
if (url.search) {
  url.search = "";
  history.replaceState(history.state, "", url);
}
