import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { sendBookingConversion } from "./analytics";
import { conversionTransactionId, randomId } from "./booking";
import { sessionStore } from "./browser-storage";
import type { GoogleAdsConfig } from "~/config/site-config";
import { consentStore } from "./consent-store";

/**
 * The confirmation page's ad conversion. First the address bar loses every
 * query parameter (scheduling tools can append the visitor's name and email,
 * which must never reach an ad tag), keeping only the booking id, in session
 * storage. Then, when Google Ads is configured, the conversion goes out once.
 */
export function useBookingConversion(ads: GoogleAdsConfig | null): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (search) {
      conversionTransactionId(new URLSearchParams(search), sessionStore, randomId);
      void navigate({ pathname, hash }, { replace: true, preventScrollReset: true });
      return;
    }
    if (!ads) return;
    consentStore.markAdsTagOnPage(true);
    const transactionId = conversionTransactionId(new URLSearchParams(), sessionStore, randomId);
    sendBookingConversion(ads, transactionId, consentStore.get().choice);
    return () => {
      consentStore.markAdsTagOnPage(false);
    };
  }, [ads, pathname, search, hash, navigate]);
}
