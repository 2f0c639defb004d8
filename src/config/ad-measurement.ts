/**
 * What the ad conversion's code runs on: Google's tag, the conversion, Consent Mode and the browser storage keys.
 * Kept apart from the data inventory's descriptions so the pages' JavaScript carries only these few values; the
 * inventory (data-inventory/) describes each of them to the visitor.
 */

/* ── Google ───────────────────────────────────────────────────────────────── */

export const google = {
  company: "Google",
  product: "Google Ads",
  tag: "Google tag (gtag.js)",
  /** Where the tag's script comes from: `${scriptOrigin}/gtag/js?id=AW-…`. */
  scriptOrigin: "https://www.googletagmanager.com",
  /** How Google uses information from sites that use its services. */
  howGoogleUsesData: "https://policies.google.com/technologies/partner-sites",
  /** Google's list of advertising cookies, names and lifetimes. */
  cookieList: "https://business.safety.google/adscookies/",
  /** Google Ads is a controller service: these terms govern what it receives. */
  controllerTerms: "https://business.safety.google/adscontrollerterms/",
} as const;

/** The one event the site sends, and how (src/consent/google-tag.ts), only after Accept. */
export const conversion = {
  event: "conversion",
  value: 1.0,
  currency: "EUR",
  /** The tag's `config`: no personalization signals, and no page view beside the conversion. */
  config: { allow_ad_personalization_signals: false, send_page_view: false },
} as const;

/**
 * Consent Mode v2 types the site declares when the tag loads. The tag loads only after Accept ("basic" Consent
 * Mode: before that, Google receives nothing at all), so these say what the Accept covers.
 */
export const consentTypes = ["ad_storage", "ad_user_data", "ad_personalization", "analytics_storage"] as const;
export type ConsentType = (typeof consentTypes)[number];
export type ConsentValue = "granted" | "denied";

/**
 * What Accept grants: ad storage and ad user data, to count the booking against an ad. Never ad personalization
 * (the site only counts bookings) or analytics (it runs none); the banner and the policy say so.
 */
const grantedOnAccept: readonly ConsentType[] = ["ad_storage", "ad_user_data"];

/** The Consent Mode values for a choice. */
export function consentState(choice: ConsentValue): Record<ConsentType, ConsentValue> {
  const value = (type: ConsentType): ConsentValue =>
    choice === "granted" && grantedOnAccept.includes(type) ? "granted" : "denied";
  return {
    ad_storage: value("ad_storage"),
    ad_user_data: value("ad_user_data"),
    ad_personalization: value("ad_personalization"),
    analytics_storage: value("analytics_storage"),
  };
}

/* ── Browser storage ──────────────────────────────────────────────────────── */

/**
 * The keys the site writes, by what they hold. Only the choice is written without Accept, when the visitor makes
 * it; the conversion's record only once a conversion was sent, which needs Accept.
 */
export const storageKey = {
  /** localStorage: "granted" or "denied". */
  adsConsent: "vigil:ads-consent",
  /** sessionStorage: the random transaction id of the conversion this tab sent, so a reload sends no second one. */
  conversionSent: "vigil:conversion-sent",
} as const;

/** The cookies Google's tag writes on this site's own domain: Reject deletes them (data-inventory/cookies.ts). */
export const siteCookieNames = ["_gcl_au", "_gcl_aw", "_gcl_gb"] as const;
