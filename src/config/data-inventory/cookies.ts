/**
 * Cookies: those the Google Ads tag writes on this site's own domain, and those on Google's own domains that its
 * requests can carry.
 */
import type { Lifetime, Presence } from "./presence-and-lifetime.ts";

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
