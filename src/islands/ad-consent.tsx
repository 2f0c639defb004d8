import { useEffect } from "react";
import { ConsentBanner } from "~/components/consent-banner";
import { PRIVACY_CHOICES_LINK } from "~/components/privacy-choices-link";
import type { GoogleAdsConfig } from "~/config/site-config";
import { sendBookingConversion } from "~/lib/analytics";
import { conversionTransactionId, randomId } from "~/lib/booking";
import { sessionStore } from "~/lib/browser-storage";
import { consentStore, effectiveChoice } from "~/lib/consent-store";
import { isPlainClick } from "~/lib/plain-click";

interface AdConsentProps {
  ads: GoogleAdsConfig;
  /** This page sends the booking conversion: the confirmation page. */
  sendConversion: boolean;
}

/**
 * The island of a build with Google Ads, on every page: the consent banner, which "Your privacy choices" opens,
 * and on the confirmation page the booking conversion. The conversion's transaction id is the booking id the
 * page's first script kept (src/lib/confirmation-address-script.ts), or a random id for the tab.
 */
export function AdConsent({ ads, sendConversion }: AdConsentProps) {
  useEffect(() => {
    const openChoices = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(PRIVACY_CHOICES_LINK) : null;
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      consentStore.openSettings();
    };
    document.addEventListener("click", openChoices);
    return () => {
      document.removeEventListener("click", openChoices);
    };
  }, []);

  useEffect(() => {
    if (!sendConversion) return;
    consentStore.markAdsTagOnPage(true);
    const transactionId = conversionTransactionId(new URLSearchParams(), sessionStore, randomId);
    const consent = consentStore.get();
    sendBookingConversion(ads, transactionId, { consent: effectiveChoice(consent), gpc: consent.gpc });
    return () => {
      consentStore.markAdsTagOnPage(false);
    };
  }, [ads, sendConversion]);

  return <ConsentBanner />;
}
