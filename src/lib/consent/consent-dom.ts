/**
 * How the consent markup, rendered at build (src/components/consent-*.tsx), and the script that makes it work
 * (./consent-controls.ts) find each other: data attributes, named once here.
 */

/** `data-consent` on a root: the confirmation page's banner, or the privacy choices page's controls. */
export const CONSENT_ROOT = "data-consent";

/** `data-consent-part` on what the script shows or hides; each starts `hidden`. */
export const CONSENT_PART = "data-consent-part";
export type ConsentPart =
  /** The banner's question, with its buttons. */
  | "question"
  /** The banner's answer once given, which takes focus. */
  | "outcome-granted"
  | "outcome-denied"
  /** Under Global Privacy Control: why nothing is asked or sent. */
  | "gpc"
  /** The privacy choices page's buttons. */
  | "controls"
  /** The privacy choices page's statement of the choice in force, one per state, in a live region. */
  | "status-none"
  | "status-granted"
  | "status-denied"
  | "status-gpc";

/** `data-consent-choice` on the Accept and Reject buttons: "granted" or "denied". */
export const CONSENT_CHOICE = "data-consent-choice";

/** On the banner: the Google Ads account the conversion is sent to, from the build's configuration. */
export const ADS_ID = "data-ads-id";
export const ADS_LABEL = "data-ads-label";

/** Spread onto an element: `{...consentPart("question")}`. */
export const consentPart = (part: ConsentPart) => ({ [CONSENT_PART]: part, hidden: true });
