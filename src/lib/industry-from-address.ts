import { industryIds } from "~/content/industries";
import { DEFAULT_INDUSTRY, demoIds, INDUSTRY_PARAM } from "./demo-state";

const radioIds = Object.fromEntries(industryIds.map((id) => [id, demoIds.industryRadio(id)]));

/**
 * Written into the page right after the industry radios, so that a shared link (`/?industry=retail`) shows
 * its industry in the first paint, before any external script has run. An unknown value is dropped from the
 * address.
 */
export const industryFromAddressScript = `(() => {
  const radioIds = new Map(Object.entries(${JSON.stringify(radioIds)}));
  const url = new URL(location.href);
  const requested = url.searchParams.get(${JSON.stringify(INDUSTRY_PARAM)});
  if (requested === null || requested === ${JSON.stringify(DEFAULT_INDUSTRY)}) return;
  const radio = radioIds.has(requested) ? document.getElementById(radioIds.get(requested)) : null;
  if (!radio) {
    url.searchParams.delete(${JSON.stringify(INDUSTRY_PARAM)});
    history.replaceState(history.state, "", url);
    return;
  }
  radio.checked = true;
})();`;
