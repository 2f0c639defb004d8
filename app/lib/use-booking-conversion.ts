import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { sendBookingConversion } from "./analytics";
import { conversionTransactionId, randomId } from "./booking";
import { sessionStore } from "./browser-storage";
import type { GoogleAdsConfig } from "~/config/site-config";
import { consentStore, effectiveChoice } from "./consent-store";

/**
 * The confirmation page's ad conversion, when Google Ads is configured: sent once, with the booking id that the
 * page's inline script kept (app/lib/confirmation-address-script.ts), or a random id for the tab.
 *
 * A full page load never reaches this hook with a query: the inline script removed it before anything else ran.
 * A client-side navigation does not run that script, so the query is dropped here the same way.
 */
export function useBookingConversion(ads: GoogleAdsConfig | null): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (search) {
      if (ads) conversionTransactionId(new URLSearchParams(search), sessionStore, randomId);
      void navigate({ pathname, hash }, { replace: true, preventScrollReset: true });
      return;
    }
    if (!ads) return;
    consentStore.markAdsTagOnPage(true);
    const transactionId = conversionTransactionId(new URLSearchParams(), sessionStore, randomId);
    const consent = consentStore.get();
    sendBookingConversion(ads, transactionId, { consent: effectiveChoice(consent), gpc: consent.gpc });
    return () => {
      consentStore.markAdsTagOnPage(false);
    };
  }, [ads, pathname, search, hash, navigate]);
}
