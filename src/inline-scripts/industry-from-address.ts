/**
 * Written into the landing page right after the industry radios, so that a shared link (`/?industry=retail`) shows
 * its industry in the first paint, before any other script has run. Only a radio of the industry group is checked;
 * any other value is dropped from the address. Short: it is part of the page's first round trip.
 */
import { DEFAULT_INDUSTRY, INDUSTRY_FIELD, INDUSTRY_PARAM, INDUSTRY_RADIO_ID_PREFIX } from "#src/lib/demo-state.ts";

const url = new URL(location.href);
const requested = url.searchParams.get(INDUSTRY_PARAM);
if (requested !== null && requested !== DEFAULT_INDUSTRY) {
  const radio = document.getElementById(INDUSTRY_RADIO_ID_PREFIX + requested);
  if (radio instanceof HTMLInputElement && radio.name === INDUSTRY_FIELD) radio.checked = true;
  else {
    url.searchParams.delete(INDUSTRY_PARAM);
    history.replaceState(history.state, "", url);
  }
}
