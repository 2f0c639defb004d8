/**
 * Other origins: the third-party origins the Google Ads tag reaches, and from them the origins each
 * Content-Security-Policy directive must allow on the pages that load it.
 */
import { google } from "#src/config/ad-measurement.ts";
import type { Presence } from "./presence-and-lifetime.ts";

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
