/**
 * The shape of the checked build-time configuration (`SiteConfig`, with the company facts) and the defaults of the
 * variables a fresh clone leaves unset. Made by parseSiteConfig (env-schema.ts); read by the pages (site-config.ts).
 */

export interface GoogleAdsConfig {
  /** Google Ads account tag, e.g. "AW-123456789". */
  id: string;
  /** Conversion label of the booking conversion action. */
  conversionLabel: string;
}

/** A sub-processor of customer call data (not of this website). */
interface Subprocessor {
  name: string;
  /** What it does for the service, e.g. "Cloud hosting". */
  purpose: string;
  /** Where it processes the data, e.g. "Germany (Frankfurt)". */
  location: string;
}

type Soc2ReportType = "Type I" | "Type II";

/**
 * What the privacy policy and the security page say about the company. An absent field is not known yet: the
 * copy then says something that stays true. Optional rather than null, so unset facts add nothing to the
 * configuration every page carries.
 */
export interface CompanyFacts {
  /** VITE_COMPANY_LEGAL_NAME, e.g. "Vigil Labs, Inc.": the controller the policy names. */
  legalName?: string;
  /** VITE_COMPANY_ADDRESS, one line. */
  postalAddress?: string;
  /** VITE_PRIVACY_EMAIL; default privacy@<site domain>. */
  privacyEmail: string;
  /** VITE_SECURITY_EMAIL; default security@<site domain>. Also security.txt's Contact. */
  securityEmail: string;
  /** VITE_DPO_CONTACT: the data protection officer's email address or web page. */
  dpoContact?: string;
  /** VITE_EU_REPRESENTATIVE: the GDPR Article 27 representative, name and contact. */
  euRepresentative?: string;
  /** VITE_UK_REPRESENTATIVE: the UK GDPR Article 27 representative, name and contact. */
  ukRepresentative?: string;
  /** VITE_DATA_REGIONS: where customer call data is stored and processed, e.g. "the EU (Frankfurt)". */
  dataRegions?: string;
  /** VITE_SOC2_REPORT_TYPE and VITE_SOC2_PERIOD_END (the end of a Type II period, the date of a Type I). */
  soc2?: { reportType: Soc2ReportType; periodEnd: string };
  /** VITE_ISO27001_CERTIFIED_ON, with the optional _CERTIFICATE_URL, _SCOPE and _CERTIFICATION_BODY. */
  iso27001?: { certifiedOn: string; certificateUrl?: string; scope?: string; certificationBody?: string };
  /** VITE_SUBPROCESSORS: JSON array of { name, purpose, location }. */
  subprocessors?: readonly Subprocessor[];
  /** VITE_HOSTING_NAME and VITE_HOSTING_PRIVACY_URL: who serves the site and so sees visitors' IP addresses. */
  hosting?: { name: string; privacyUrl: string };
  /** VITE_SITE_LOG_RETENTION, read after "for", e.g. "30 days". */
  siteLogRetention?: string;
  /** VITE_BOOKING_RETENTION, read after "for", e.g. "12 months after the meeting". */
  bookingRetention?: string;
  /** VITE_CUSTOMER_DATA_RETENTION, read after "for", e.g. "90 days". */
  customerDataRetention?: string;
  /** VITE_SECURITY_ACK_DAYS: business days to acknowledge a vulnerability report; default 3. */
  securityAckBusinessDays: number;
  /** VITE_SECURITY_PGP_KEY_URL: the OpenPGP key for reports (security.txt's Encryption). */
  securityPgpKeyUrl?: string;
  /**
   * VITE_POLICY_LAST_UPDATED (YYYY-MM-DD), else the build date: the day a fact above last changed. The pages
   * show the later of this and the date their own wording last changed.
   */
  lastUpdated: string;
}

export interface SiteConfig {
  /** External booking page every call to action opens. */
  schedulingUrl: string;
  /** Public origin of the site, without a trailing slash: canonical URLs, sitemap. */
  siteUrl: string;
  /** The ad conversion on /see-you-soon; null when not configured. */
  googleAds: GoogleAdsConfig | null;
  company: CompanyFacts;
}

export const DEFAULT_SCHEDULING_URL = "https://cal.example.com/vigil/compliance-review";
export const DEFAULT_SITE_URL = "https://vigil.example.com";
export const DEFAULT_SECURITY_ACK_DAYS = 3;
