/**
 * What Google receives, and when: nothing until the visitor presses Accept on the confirmation page (the tag is not
 * even loaded before), then the conversion request item by item. Never under Global Privacy Control.
 */
import { conversion } from "#src/config/ad-measurement.ts";

/** "€1.00". */
const formatConversionValue = (): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: conversion.currency }).format(conversion.value);

export interface SentDatum {
  id: string;
  /** For the policy: a full description. */
  label: string;
  /** A short form, for the banner and for sentences in the policy. */
  bannerLabel: string;
}

/** The conversion request, item by item: what the confirmation page sends to Google after Accept, once a booking. */
export const conversionPayload: readonly SentDatum[] = [
  {
    id: "event",
    label: "That a meeting was booked: one conversion event",
    bannerLabel: "that a meeting was booked",
  },
  {
    id: "value",
    label: `A fixed value of ${formatConversionValue()}, the same for every booking`,
    bannerLabel: `a fixed value of ${formatConversionValue()}`,
  },
  {
    id: "transactionId",
    label:
      "A random id made for this conversion, so the same booking is counted once. It is not your booking's id, and we keep no copy, so it cannot be matched to your booking",
    bannerLabel: "a random id for the conversion",
  },
  {
    id: "page",
    label: "The address of this page, without any parameters",
    bannerLabel: "this page's address",
  },
  {
    id: "referrer",
    label:
      "The address of the page you came from, as your browser reports it (usually only the scheduling provider's domain)",
    bannerLabel: "the address of the page you came from",
  },
  {
    id: "request",
    label:
      "Your IP address and the details any browser sends with a request (its user agent), such as its type, language and screen size",
    bannerLabel: "your IP address and browser details (user agent)",
  },
  {
    id: "cookies",
    label: "The identifiers in the Google Ads cookies listed above, and that you consented",
    bannerLabel: "the identifiers in its cookies",
  },
];

/** Short forms of what Google receives after Accept: the banner and the policy say it alike. */
export const sentAfterAccept: readonly string[] = conversionPayload.map(({ bannerLabel }) => bannerLabel);

/** What never leaves the browser for Google, said in one place. */
export const neverSentToGoogle = "your name, your email address or anything you typed into the booking form";
