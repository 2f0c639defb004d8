/**
 * Google Ads, used for one thing: the booking conversion on /see-you-soon,
 * under Consent Mode v2. The `dataLayer`/`gtag` set-up lives here rather than
 * in an inline script, so the pages need no inline script for it. What is set
 * and sent comes from the data inventory, which the privacy policy also reads.
 */
import type { GoogleAdsConfig } from "~/config/site-config";
import { consentState, conversion, google, restrictedDataProcessing, type ConsentValue } from "~/config/ad-measurement";

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

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

function loadGtagScript(id: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = `${google.scriptOrigin}/gtag/js?id=${encodeURIComponent(id)}`;
  // Blocked by an ad blocker or offline: the page does not depend on it, so stay silent.
  script.onerror = () => undefined;
  document.head.append(script);
}

/** What the page knows of the visitor's wishes when it sends the conversion. */
interface ConversionPrivacy {
  /** The choice to apply from the start, or null to start denied and wait for the banner. */
  consent: ConsentValue | null;
  /** The browser sends Global Privacy Control. */
  gpc: boolean;
}

/**
 * Queues consent default, config and the conversion, then loads the tag, which sends them. Returns false when this
 * page load already sent it.
 */
export function sendBookingConversion(
  ads: GoogleAdsConfig,
  transactionId: string,
  { consent, gpc }: ConversionPrivacy,
): boolean {
  if (conversionSent) return false;
  conversionSent = true;

  const gtag = installGtag();
  gtag("consent", "default", {
    ...consentState(consent ?? "denied"),
    // Give the banner's answer a moment before the tag sends anything.
    ...(consent === null ? { wait_for_update: conversion.waitForUpdateMs } : {}),
  });
  // Until the visitor accepts, and always under an opt-out of sale and sharing (Global Privacy Control), Google is
  // told to restrict its processing, before anything is sent.
  gtag("set", restrictedDataProcessing, restrictsProcessing(consent, gpc));
  gtag("js", new Date());
  gtag("config", ads.id, { ...conversion.config });
  gtag("event", conversion.event, {
    send_to: `${ads.id}/${ads.conversionLabel}`,
    value: conversion.value,
    currency: conversion.currency,
    transaction_id: transactionId,
  });
  loadGtagScript(ads.id);
  return true;
}

/** Whether Google is told to restrict its processing: unless the visitor accepted, and never under GPC. */
function restrictsProcessing(consent: ConsentValue | null, gpc: boolean): boolean {
  return gpc || consent !== "granted";
}

/** Passes a consent choice to the tag, if this page load has one. */
export function updateAdsConsent(choice: ConsentValue, gpc: boolean): void {
  if (!window.gtag) return;
  window.gtag("set", restrictedDataProcessing, restrictsProcessing(choice, gpc));
  window.gtag("consent", "update", consentState(choice));
}

/** For tests: forget that the conversion was sent. */
export function resetConversionForTests(): void {
  conversionSent = false;
}
