/**
 * Everything this website stores in a visitor's browser or sends to another party, described in one place. What
 * reads it cannot drift from it: the privacy policy's tables (app/content/privacy-policy.ts), the consent banner's
 * "What is measured" (app/content/consent-copy.ts), the Content-Security-Policy's Google origins
 * (scripts/build/content-security-policy.ts), and e2e/data-inventory.spec.ts, which fails when a page stores a key,
 * sets a cookie or reaches an origin not listed here. The values the code runs on are in ad-measurement.ts.
 * Sources for Google's figures: docs/legal-review.md.
 */

import { adsConsentValues, conversion, google, restrictedDataProcessing, storageKey } from "./ad-measurement.ts";

export { consentTypes, conversion, google, storageKey, type ConsentValue } from "./ad-measurement.ts";

/* ── When an item exists ──────────────────────────────────────────────────── */

/**
 * - "always": on every build.
 * - "googleAds": only on builds with VITE_GOOGLE_ADS_ID and _CONVERSION_LABEL, and only on the pages that load
 *   the tag (app/config/pages.ts, `googleAds: true`).
 * - "googleAdsConsent": on those, and only after the visitor presses Accept.
 */
export type Presence = "always" | "googleAds" | "googleAdsConsent";

export const isPresent = (presence: Presence, googleAdsEnabled: boolean): boolean =>
  presence === "always" || googleAdsEnabled;

/* ── Lifetimes ────────────────────────────────────────────────────────────── */

interface Duration {
  n: number;
  unit: "minute" | "day" | "month";
}

export type Lifetime =
  | { kind: "fixed"; duration: Duration }
  | { kind: "regional"; eeaUk: Duration; elsewhere: Duration }
  | { kind: "tab" }
  | { kind: "untilChanged" };

const formatDuration = ({ n, unit }: Duration): string => `${n} ${unit}${n === 1 ? "" : "s"}`;

export function formatLifetime(lifetime: Lifetime): string {
  switch (lifetime.kind) {
    case "fixed":
      return formatDuration(lifetime.duration);
    case "regional":
      return `${formatDuration(lifetime.eeaUk)} in the EEA and UK, ${formatDuration(lifetime.elsewhere)} elsewhere`;
    case "tab":
      return "Until you close the tab";
    case "untilChanged":
      return "Until you change your choice or clear this site's data";
  }
}

/* ── Browser storage ──────────────────────────────────────────────────────── */

/** "€1.00". */
const formatConversionValue = (): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: conversion.currency }).format(conversion.value);

export interface StorageEntry {
  key: string;
  area: "localStorage" | "sessionStorage";
  /** What the value looks like. */
  value: string;
  purpose: string;
  lifetime: Lifetime;
  presence: Presence;
  /** Who else receives the value, or null when it never leaves the browser. */
  sentTo: string | null;
}

export const storageEntries: readonly StorageEntry[] = [
  {
    key: storageKey.adsConsent,
    area: "localStorage",
    value: `"${adsConsentValues.granted}" or "${adsConsentValues.denied}", or "${adsConsentValues.grantedOverGpc}" for an Accept pressed while your browser sent Global Privacy Control`,
    purpose: "Remembers your answer in the cookie banner, so we respect it and don't ask again.",
    lifetime: { kind: "untilChanged" },
    presence: "googleAds",
    sentTo: null,
  },
  {
    key: storageKey.bookingConversionId,
    area: "sessionStorage",
    value: `The scheduling provider's booking id (at most ${conversion.transactionIdMaxLength} letters, digits, "-" or "_"), or a random id`,
    purpose: "Lets a reload of the confirmation page report the same booking again instead of a second one.",
    lifetime: { kind: "tab" },
    presence: "googleAds",
    sentTo: `${google.product}, as the conversion's transaction id`,
  },
];

/* ── Cookies ──────────────────────────────────────────────────────────────── */

export interface Cookie {
  name: string;
  /** Google's domains, for cookies Google sets there; null for cookies on this site's own domain. */
  googleDomains: readonly string[] | null;
  /** What it is for, in a sentence. */
  purpose: string;
  /** The purposes Google's cookie list gives it, as Google words them. */
  googleCategories: string;
  lifetime: Lifetime;
  presence: Presence;
  /** A condition beyond consent, or null. */
  onlyIf: string | null;
}

const NO_CLICK_ID_EXPECTED =
  "Only if the page address carries a Google click id. This page removes every parameter before the tag loads, so we do not expect it.";

/** Cookies the Google Ads tag writes on this site's own domain, on the confirmation page. All need Accept. */
export const siteCookies: readonly Cookie[] = [
  {
    name: "_gcl_au",
    googleDomains: null,
    purpose:
      "Holds a random identifier and a timestamp so Google Ads can link this booking to an earlier interaction with one of our ads.",
    googleCategories: "Analytics, advertising",
    lifetime: { kind: "fixed", duration: { n: 90, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "_gcl_aw",
    googleDomains: null,
    purpose: "Stores the click id (gclid) of a Google ad you clicked, to credit the booking to that click.",
    googleCategories: "Analytics, advertising",
    lifetime: { kind: "fixed", duration: { n: 90, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: NO_CLICK_ID_EXPECTED,
  },
  {
    name: "_gcl_gb",
    googleDomains: null,
    purpose: "Stores the gbraid click id Google uses for some ad clicks, to credit the booking to that click.",
    googleCategories: "Analytics, advertising",
    lifetime: { kind: "fixed", duration: { n: 90, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: NO_CLICK_ID_EXPECTED,
  },
];

/**
 * Cookies on Google's own domains that Google's list attributes to Google Ads. This site does not set them:
 * after Accept, the tag's requests to Google can carry them (where the browser allows third-party cookies) and
 * Google may set or refresh them. Without consent, Google keeps them out of the requests.
 */
export const googleDomainCookies: readonly Cookie[] = [
  {
    name: "Conversion",
    googleDomains: ["www.googleadservices.com"],
    purpose: "Google's conversion-tracking cookie, on the address the conversion is sent to.",
    googleCategories: "Advertising",
    lifetime: { kind: "fixed", duration: { n: 90, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "AID",
    googleDomains: ["google.com", "googleadservices.com"],
    purpose: "Google's ad measurement cookie.",
    googleCategories: "Analytics, advertising",
    lifetime: { kind: "regional", eeaUk: { n: 13, unit: "month" }, elsewhere: { n: 540, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "TAID",
    googleDomains: ["google.com", "googleadservices.com"],
    purpose: "Google's ad measurement cookie.",
    googleCategories: "Analytics, advertising",
    lifetime: { kind: "fixed", duration: { n: 14, unit: "day" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "ANID",
    googleDomains: ["google.com"],
    purpose: "Google's advertising cookie.",
    googleCategories: "Advertising",
    lifetime: { kind: "regional", eeaUk: { n: 13, unit: "month" }, elsewhere: { n: 24, unit: "month" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "NID",
    googleDomains: ["google.com"],
    purpose: "Google's preferences and advertising cookie.",
    googleCategories: "Security, analytics, functionality, advertising",
    lifetime: { kind: "fixed", duration: { n: 6, unit: "month" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
  {
    name: "RUL",
    googleDomains: ["doubleclick.net"],
    purpose: "Google's advertising cookie.",
    googleCategories: "Advertising",
    lifetime: { kind: "fixed", duration: { n: 12, unit: "month" } },
    presence: "googleAdsConsent",
    onlyIf: null,
  },
];

/* ── What Google receives ─────────────────────────────────────────────────── */

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

/** What the tag adds when the browser sends Global Privacy Control (app/lib/analytics.ts). */
export const sentWithGpc = `the conversion also carries Google's restricted data processing setting (${restrictedDataProcessing}), which limits how Google may use it`;

/** What never leaves the browser for Google, said in one place. */
export const neverSentToGoogle = "your name, your email address or anything you typed into the booking form";

/* ── Other origins ────────────────────────────────────────────────────────── */

type CspFetchDirective = "script-src" | "img-src" | "connect-src" | "frame-src";

export interface ThirdPartyOrigin {
  origin: string;
  operator: string;
  purpose: string;
  /** CSP fetch directives that must list this origin on the pages that load the tag. */
  csp: readonly CspFetchDirective[];
  presence: Presence;
}

/** Google's documented origins for a Google Ads tag, granted on the pages that load it only. */
export const googleAdsOrigins: readonly ThirdPartyOrigin[] = [
  {
    origin: google.scriptOrigin,
    operator: google.company,
    purpose: "Serves the Google tag script, and may open a hidden frame for it.",
    csp: ["script-src", "img-src", "connect-src", "frame-src"],
    presence: "googleAds",
  },
  {
    origin: "https://www.googleadservices.com",
    operator: google.company,
    purpose: "Receives the conversion.",
    csp: ["script-src", "img-src", "connect-src"],
    presence: "googleAds",
  },
  {
    origin: "https://www.google.com",
    operator: google.company,
    purpose: "Receives the conversion.",
    csp: ["script-src", "img-src", "connect-src"],
    presence: "googleAds",
  },
  {
    origin: "https://googleads.g.doubleclick.net",
    operator: google.company,
    purpose: "Receives the conversion.",
    csp: ["script-src", "img-src", "connect-src"],
    presence: "googleAds",
  },
  {
    origin: "https://pagead2.googlesyndication.com",
    operator: google.company,
    purpose: "Google ad-measurement host the tag may call.",
    csp: ["script-src", "img-src", "connect-src"],
    presence: "googleAds",
  },
];

const originsFor = (directive: CspFetchDirective): readonly string[] =>
  googleAdsOrigins.filter(({ csp }) => csp.includes(directive)).map(({ origin }) => origin);

/** The Google origins per CSP directive, for server/security-headers.ts. */
export const googleAdsCspOrigins = {
  script: originsFor("script-src"),
  img: originsFor("img-src"),
  connect: originsFor("connect-src"),
  frame: originsFor("frame-src"),
} as const;

/* ── Server logs ──────────────────────────────────────────────────────────── */

/** The Node server's one line per request (server/app.ts `logRequest`; tests/server.test.ts holds them equal). */
export const serverLog = {
  fields: [
    { field: "method", example: "GET", meaning: "the method" },
    { field: "path", example: "/see-you-soon", meaning: "the path without its query string" },
    { field: "status", example: "200", meaning: "the status code" },
    { field: "ms", example: "3.2", meaning: "the response time in milliseconds" },
    { field: "time", example: "2026-11-23 14:02:52 UTC", meaning: "the date and time" },
  ],
  notLogged: [
    "your IP address",
    "your browser or device details (user agent)",
    "the page you came from (referrer)",
    "cookies",
    "the query string",
  ],
  /** Reads after "We use these logs only". */
  purpose: "to find errors, broken links and slow pages, so we can keep the site running",
} as const;
