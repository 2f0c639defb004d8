/**
 * Google Ads, used for one thing: the booking conversion on /see-you-soon,
 * under Consent Mode v2. The `dataLayer`/`gtag` set-up lives here rather than
 * in an inline script, so the pages need no inline script for it.
 */
import type { GoogleAdsConfig } from "~/config/site-config";

export type ConsentChoice = "granted" | "denied";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

/** One conversion per page load, whatever React re-runs or the router re-mounts. */
let conversionSent = false;

/** gtag.js reads each queued `arguments` object itself: this must stay a plain function pushing `arguments`. */
function installGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object, not an array
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

export function consentFields(choice: ConsentChoice) {
  return { ad_storage: choice, ad_user_data: choice, ad_personalization: choice, analytics_storage: choice };
}

function loadGtagScript(id: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  // Blocked by an ad blocker or offline: the page does not depend on it, so stay silent.
  script.onerror = () => undefined;
  document.head.append(script);
}

/**
 * Queues consent default, config and the conversion, then loads the tag, which
 * sends them. Returns false when this page load already sent it.
 */
export function sendBookingConversion(
  ads: GoogleAdsConfig,
  transactionId: string,
  consent: ConsentChoice | null,
): boolean {
  if (conversionSent) return false;
  conversionSent = true;

  const gtag = installGtag();
  gtag("consent", "default", {
    ...consentFields(consent ?? "denied"),
    // Give the banner's answer a moment before the tag sends anything.
    ...(consent === null ? { wait_for_update: 500 } : {}),
  });
  gtag("js", new Date());
  gtag("config", ads.id);
  gtag("event", "conversion", {
    send_to: `${ads.id}/${ads.conversionLabel}`,
    value: 1.0,
    currency: "EUR",
    transaction_id: transactionId,
  });
  loadGtagScript(ads.id);
  return true;
}

/** Passes a consent choice to the tag, if this page load has one. */
export function updateAdsConsent(choice: ConsentChoice): void {
  window.gtag?.("consent", "update", consentFields(choice));
}

/** For tests: forget that the conversion was sent. */
export function resetConversionForTests(): void {
  conversionSent = false;
}
