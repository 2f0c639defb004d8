/**
 * Copy of the consent banner. "What is measured" is generated from the data inventory, so it always matches
 * what the confirmation page sends. The footer control that leads here is `site.privacyChoices`.
 */
import {
  conversionModeling,
  formatLifetime,
  google,
  neverSentToGoogle,
  sentUntilAccept,
  sentWithoutConsent,
  siteCookies,
  type ConsentValue,
} from "~/config/data-inventory";
import { capitalized, listSentence } from "~/lib/text";
import { privacyHref } from "./legal-sections";

function measuredItems(): readonly string[] {
  const cookies = siteCookies
    .filter(({ onlyIf }) => onlyIf === null)
    .map(({ name, lifetime }) => `${name} (${formatLifetime(lifetime).toLowerCase()})`);
  return [
    `Whatever you choose, Google receives one conversion: ${listSentence(sentWithoutConsent)}. ${capitalized(conversionModeling)}.`,
    "If you reject, or have not chosen: that is all. No Google Ads cookies are set or read, and no ad identifiers are sent.",
    `Until you accept, and always while your browser sends Global Privacy Control: ${sentUntilAccept}.`,
    `Only if you accept: Google Ads cookies, including ${listSentence(cookies)} on this site, and the identifiers in them, which let Google link the booking to one of our ads.`,
    "Not even then: ad personalization, which stays off.",
    `Never sent: ${neverSentToGoogle}.`,
  ].map(capitalized);
}

export interface ConsentCopyState {
  /** The choice in force for this page load (app/lib/consent-store.ts `effectiveChoice`). */
  choice: ConsentValue | null;
  /** navigator.globalPrivacyControl === true */
  gpc: boolean;
}

export const consentCopy = {
  title: "Cookies for ad measurement",
  body: "With your consent, Google Ads sets cookies to measure whether your booking came from one of our ads. We never let Google use them to personalize the ads you see. Without consent, Google still receives the booking, but no cookies are set: see “What is measured”.",
  detailsSummary: "What is measured",
  details: measuredItems(),
  /** After the list: the CCPA notice of the right to opt out. */
  californiaNote:
    "California residents: accepting may count as “sharing” personal information under the CCPA. Reject opts you out.",
  policyLink: { label: "Privacy and cookie policy", href: privacyHref("cookies") },
  googleLink: { label: "How Google uses this data", href: google.howGoogleUsesData },
  accept: "Accept",
  reject: "Reject",
  /** Shown above the buttons when the browser sends Global Privacy Control. */
  gpc: {
    /** The status the CCPA regulations suggest displaying (11 CCR § 7025(c)(6)). */
    status: "Opt-out preference signal honored",
    notice:
      "Your browser sends Global Privacy Control, so ad cookies stay off in this browser. You can still accept them here; that applies to this visit only.",
  },
  /** Shown when the visitor reopened the banner. */
  currentChoice: ({ choice, gpc }: ConsentCopyState): string => {
    if (gpc) {
      return choice === "granted"
        ? "You accepted these cookies for this visit, although your browser sends Global Privacy Control."
        : "Your browser sends Global Privacy Control: these cookies are off.";
    }
    if (choice === "granted") return "You have accepted these cookies.";
    if (choice === "denied") return "You have rejected these cookies.";
    return "You have not chosen yet.";
  },
} as const;
