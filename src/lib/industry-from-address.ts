import { minifyInlineScript } from "./minify-inline-script.ts";
import { DEFAULT_INDUSTRY, INDUSTRY_FIELD, INDUSTRY_PARAM, INDUSTRY_RADIO_ID_PREFIX } from "./demo-state.ts";

/**
 * Written into the page right after the industry radios, so that a shared link (`/?industry=retail`) shows
 * its industry in the first paint, before any external script has run. Only a radio of the industry group is
 * checked; any other value is dropped from the address. Short: it is part of the page's first round trip.
 */
export const industryFromAddressScript = minifyInlineScript(`(() => {
  const url = new URL(location.href);
  const requested = url.searchParams.get(${JSON.stringify(INDUSTRY_PARAM)});
  if (requested === null || requested === ${JSON.stringify(DEFAULT_INDUSTRY)}) return;
  const radio = document.getElementById(${JSON.stringify(INDUSTRY_RADIO_ID_PREFIX)} + requested);
  if (radio instanceof HTMLInputElement && radio.name === ${JSON.stringify(INDUSTRY_FIELD)}) {
    radio.checked = true;
    return;
  }
  url.searchParams.delete(${JSON.stringify(INDUSTRY_PARAM)});
  history.replaceState(history.state, "", url);
})();`);
