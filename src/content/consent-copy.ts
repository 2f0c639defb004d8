/**
 * Copy of the consent banner on the confirmation page and of the privacy choices page. What Google would receive
 * comes from the data inventory, so it always matches what the confirmation page sends after Accept.
 */
import {
  formatLifetime,
  google,
  neverSentToGoogle,
  sentAfterAccept,
  siteCookies,
} from "#src/config/data-inventory/index.ts";
import { capitalized, listSentence } from "#src/lib/text.ts";
import { privacyHref } from "./legal-sections.ts";

function measuredItems(): readonly string[] {
  const cookies = siteCookies
    .filter(({ onlyIf }) => onlyIf === null)
    .map(({ name, lifetime }) => `${name} (${formatLifetime(lifetime).toLowerCase()})`);
  return [
    "Until you choose, and if you reject: nothing. Google’s tag is not even loaded.",
    `If you accept, Google receives, once for this booking: ${listSentence(sentAfterAccept)}.`,
    `Its tag then sets Google Ads cookies on this site, ${listSentence(cookies)}, which let Google link the booking to one of our ads.`,
    "Not allowed even then: ad personalization. The tag tells Google it is denied.",
    `Never sent: ${neverSentToGoogle}.`,
  ].map(capitalized);
}

/** What the page says of the choice in force, on the privacy choices page. */
export type ChoiceStatus = "none" | "granted" | "denied" | "gpc";

export const consentCopy = {
  title: "May Google Ads count this booking?",
  /**
   * Before Accept it names who asks (GDPR Recital 42) and says the consent can be withdrawn, and where (Art. 7(3):
   * "Prior to giving consent, the data subject shall be informed thereof").
   */
  body: "Vigil advertises on Google. If you accept, this page loads Google’s tag, which sets cookies and tells Google Ads that a meeting was booked, so we learn which ads bring meetings. Nothing has been stored or sent yet, and nothing will be if you reject. You can change your mind at any time under “Privacy choices” at the bottom of every page.",
  detailsSummary: "What Google would receive",
  details: measuredItems(),
  /**
   * After the list: the CCPA notice of the right to opt out. Google receives the conversion as an independent
   * controller, not as our service provider, so the CCPA may count it as a "sale" (§ 1798.140(ad)) as well as
   * "sharing" (§ 1798.140(ah)).
   */
  californiaNote:
    "California residents: accepting may count as a “sale” or “sharing” of personal information under the CCPA. Reject opts you out of both.",
  policyLink: { label: "Privacy and cookie policy", href: privacyHref("google-ads") },
  googleLink: { label: "How Google uses this data", href: google.howGoogleUsesData },
  accept: "Accept",
  reject: "Reject",
  /** What the banner says once answered; focus moves to it. */
  outcome: {
    granted:
      "Thank you. Google Ads counts this booking once. You can withdraw at any time under “Privacy choices”, at the bottom of every page.",
    denied:
      "Done: nothing was sent to Google. Only your answer is kept, in this browser, so we don’t ask again. You can change it under “Privacy choices”.",
  },
  /** When the browser sends Global Privacy Control: no question, and why. */
  gpc: {
    /**
     * 11 CCR § 7025(c)(6): the business displays whether it processed the signal ("may" in the text read at Cornell
     * LII; "must" since 1 January 2026 as reported, with the example "Opt-Out Request Honored"). Either example is
     * only an example: this status is shown wherever the signal changes something (docs/legal-review/
     * resolutions-2026-12-privacy.md, PV-8).
     */
    status: "Opt-out preference signal honored",
    notice:
      "Your browser sends Global Privacy Control, so this site sends nothing to Google and sets no ad cookies in this browser, whatever was chosen before. This booking was not measured.",
  },
} as const;

/** The privacy choices page: its frame, and the choice in force as the page states it. */
export const privacyChoicesCopy = {
  metaTitle: "Privacy choices · Vigil",
  metaDescription:
    "Choose whether Google Ads may count your booking, or change your mind. Nothing is sent before you do.",
  title: "Privacy choices",
  /** With Google Ads configured: the one optional thing on the site. */
  intro:
    "One thing on this site is optional: letting Google Ads count your booking on the page you see after booking a meeting. Choose here ahead of time, or change your mind. Your answer is kept in this browser only.",
  /** Without Google Ads: nothing to choose. */
  nothingToChoose:
    "This site sets no cookies, stores nothing in your browser and sends nothing to advertisers, so there is nothing to choose. If that ever changes, you will choose here first, and a Global Privacy Control signal from your browser will count as an opt-out.",
  /** Without JavaScript, with Google Ads configured. */
  noScript:
    "JavaScript is off, so this site measures nothing in this browser and there is nothing to choose. Your answer would be kept by your browser, so setting it needs JavaScript.",
  choiceLabel: "Google Ads measurement of your booking",
  summary:
    "Vigil advertises on Google. If you accept, the page you see after booking loads Google’s tag, which sets cookies and tells Google Ads that a meeting was booked, so we learn which ads bring meetings. Until you accept, Google receives nothing from this site.",
  status: {
    none: "You have not chosen yet. The confirmation page asks, and sends nothing before you answer.",
    granted: "You accepted: after you book, the confirmation page lets Google Ads count your booking once.",
    denied: "You rejected: nothing is sent to Google, and no ad cookies are set.",
    gpc: `${consentCopy.gpc.status}: your browser sends Global Privacy Control, so nothing is sent to Google and no ad cookies are set in this browser, whatever was chosen before. To allow ad measurement, turn the signal off in your browser.`,
  } satisfies Record<ChoiceStatus, string>,
  policyLink: { label: "What this site collects, page by page", href: privacyHref("what-we-collect") },
} as const;
