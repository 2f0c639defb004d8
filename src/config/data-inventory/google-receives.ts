/**
 * What Google receives: the conversion request item by item, what is sent without consent or with Global Privacy
 * Control, and what never leaves the browser.
 */
import { conversion, restrictedDataProcessing } from "../ad-measurement.ts";

/** "€1.00". */
const formatConversionValue = (): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: conversion.currency }).format(conversion.value);

export interface SentDatum {
  id: string;
  /** For the policy: a full description. */
  label: string;
  /** A short form, for the banner and for sentences in the policy. */
  bannerLabel: string;
  /** True: sent whatever the visitor chooses. False: only after Accept. */
  withoutConsent: boolean;
}

/** The conversion request, item by item: what the confirmation page sends to Google. */
export const conversionPayload: readonly SentDatum[] = [
  {
    id: "event",
    label: "That a meeting was booked: one conversion event",
    bannerLabel: "that a meeting was booked",
    withoutConsent: true,
  },
  {
    id: "value",
    label: `A fixed value of ${formatConversionValue()}, the same for every booking`,
    bannerLabel: `a fixed value of ${formatConversionValue()}`,
    withoutConsent: true,
  },
  {
    id: "transactionId",
    label:
      "A booking reference, so the same booking is counted once even if the page is opened again: the scheduling provider's booking id, an opaque token, or a random id when there is none. We could match it to your booking; Google cannot tell who you are from it",
    bannerLabel: "a booking reference",
    withoutConsent: true,
  },
  {
    id: "page",
    label: "The address of this page, without any parameters",
    bannerLabel: "this page's address",
    withoutConsent: true,
  },
  {
    id: "referrer",
    label:
      "The address of the page you came from, as your browser reports it (usually only the scheduling provider's domain)",
    bannerLabel: "the address of the page you came from",
    withoutConsent: true,
  },
  {
    id: "request",
    label:
      "Your IP address and the details any browser sends with a request (its user agent), such as its type, language and screen size",
    bannerLabel: "your IP address and browser details (user agent)",
    withoutConsent: true,
  },
  {
    id: "consent",
    label: "Your consent choice, so Google knows what it may do with the rest",
    bannerLabel: "your consent choice",
    withoutConsent: true,
  },
  {
    id: "cookies",
    label: "The identifiers in the Google Ads cookies listed above",
    bannerLabel: "the identifiers in those cookies",
    withoutConsent: false,
  },
];

/** Short forms of what Google receives whatever the visitor chooses: the banner and the policy say it alike. */
export const sentWithoutConsent: readonly string[] = conversionPayload
  .filter(({ withoutConsent }) => withoutConsent)
  .map(({ bannerLabel }) => bannerLabel);

/** What Google may do with a conversion sent without cookies (Consent Mode's "advanced" mode). */
export const conversionModeling =
  "Google may use what it receives without cookies to model conversions, that is, to estimate how many bookings its ads brought";

/**
 * What the tag adds until the visitor accepts, and always while the browser sends Global Privacy Control
 * (src/lib/analytics.ts): Google's flag for California opt-outs, so that Google uses the conversion only as a
 * service provider would (docs/legal-review.md: the "sale" question).
 */
export const sentUntilAccept = `the conversion carries Google's restricted data processing setting (${restrictedDataProcessing}), which limits how Google may use it`;

/** What never leaves the browser for Google, said in one place. */
export const neverSentToGoogle = "your name, your email address or anything you typed into the booking form";
