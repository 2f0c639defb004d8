/**
 * Google Ads, used for one thing: the booking conversion on /see-you-soon, and only after Accept. This is Consent
 * Mode's "basic" implementation: until then the tag is not even loaded, so Google receives nothing, not even a
 * cookieless ping. What is set and sent comes from ad-measurement.ts, which the data inventory describes.
 */
import { consentState, conversion, google } from "#src/config/ad-measurement.ts";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface GoogleAdsAccount {
  id: string;
  conversionLabel: string;
}

/** gtag.js reads each queued `arguments` object itself: this must stay a plain function pushing `arguments`. */
function installGtag(): Gtag {
  window.dataLayer ??= [];
  window.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object, not an array
    window.dataLayer?.push(arguments);
  };
  return window.gtag;
}

/**
 * Queues the consent the visitor gave, the config and the conversion, then loads the tag, which sends them. Call it
 * only after Accept, once per booking (./choice.ts `conversionPlan`).
 */
export function sendBookingConversion(account: GoogleAdsAccount, transactionId: string): void {
  const gtag = installGtag();
  gtag("consent", "default", consentState("granted"));
  gtag("js", new Date());
  gtag("config", account.id, { ...conversion.config });
  gtag("event", conversion.event, {
    send_to: `${account.id}/${account.conversionLabel}`,
    value: conversion.value,
    currency: conversion.currency,
    transaction_id: transactionId,
  });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${google.scriptOrigin}/gtag/js?id=${encodeURIComponent(account.id)}`;
  document.head.append(script);
}

/** After a Reject: the tag, if this page loaded it, stops storing and sending from now on. */
export function withdrawFromTag(): void {
  window.gtag?.("consent", "update", consentState("denied"));
}
