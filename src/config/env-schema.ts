/**
 * The build-time configuration (`VITE_*` variables), checked once, at build: `vite.config.ts` parses it and
 * hands the browser the checked values (`site-config.ts`), and the build scripts parse it the same way. A
 * malformed value stops the build with one message that names every variable at fault.
 *
 * The company facts (legal name, contacts, audit dates, retention, …) are here too: the privacy policy and the
 * security page state them, and nothing about the real company may be made up. An unset fact makes the copy
 * say something still true ("ask us at …"); `launchWarnings` lists the ones a launch must not go without.
 *
 * This module is the entry point, so importers name one file: the types and defaults (config-types.ts) and the
 * launch warnings (launch-warnings.ts) are re-exported from here; the variables' schema is env-variables.ts.
 */
import {
  DEFAULT_SCHEDULING_URL,
  DEFAULT_SECURITY_ACK_DAYS,
  DEFAULT_SITE_URL,
  type CompanyFacts,
  type SiteConfig,
} from "./config-types.ts";
import { isoDay } from "#src/lib/dates.ts";
import { envSchema, type Env } from "./env-variables.ts";

export {
  DEFAULT_SCHEDULING_URL,
  DEFAULT_SECURITY_ACK_DAYS,
  DEFAULT_SITE_URL,
  type CompanyFacts,
  type GoogleAdsConfig,
  type SiteConfig,
} from "./config-types.ts";
export { launchWarnings } from "./launch-warnings.ts";

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The site's domain without "www.", for the default mailboxes. */
const siteDomain = (siteUrl: string): string => new URL(siteUrl).hostname.replace(/^www\./, "");

/**
 * Validates the `VITE_*` variables; throws one ConfigError listing every problem. `buildDate` stands in for
 * VITE_POLICY_LAST_UPDATED when it is unset.
 */
export function parseSiteConfig(env: Env, buildDate: Date = new Date()): SiteConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
    throw new ConfigError(`Invalid site configuration:\n  - ${messages.join("\n  - ")}`);
  }
  const v = result.data;
  const siteUrl = new URL(v.VITE_SITE_URL ?? DEFAULT_SITE_URL).origin;
  const domain = siteDomain(siteUrl);
  // Unset facts stay undefined, which JSON (and so the browser's copy of this object) leaves out.
  const company: CompanyFacts = {
    legalName: v.VITE_COMPANY_LEGAL_NAME,
    postalAddress: v.VITE_COMPANY_ADDRESS,
    privacyEmail: v.VITE_PRIVACY_EMAIL ?? `privacy@${domain}`,
    securityEmail: v.VITE_SECURITY_EMAIL ?? `security@${domain}`,
    dpoContact: v.VITE_DPO_CONTACT,
    euRepresentative: v.VITE_EU_REPRESENTATIVE,
    ukRepresentative: v.VITE_UK_REPRESENTATIVE,
    dataRegions: v.VITE_DATA_REGIONS,
    soc2:
      v.VITE_SOC2_REPORT_TYPE && v.VITE_SOC2_PERIOD_END
        ? { reportType: v.VITE_SOC2_REPORT_TYPE, periodEnd: v.VITE_SOC2_PERIOD_END }
        : undefined,
    iso27001: v.VITE_ISO27001_CERTIFIED_ON
      ? {
          certifiedOn: v.VITE_ISO27001_CERTIFIED_ON,
          certificateUrl: v.VITE_ISO27001_CERTIFICATE_URL,
          scope: v.VITE_ISO27001_SCOPE,
          certificationBody: v.VITE_ISO27001_CERTIFICATION_BODY,
        }
      : undefined,
    subprocessors: v.VITE_SUBPROCESSORS,
    hosting:
      v.VITE_HOSTING_NAME && v.VITE_HOSTING_PRIVACY_URL
        ? { name: v.VITE_HOSTING_NAME, privacyUrl: v.VITE_HOSTING_PRIVACY_URL }
        : undefined,
    siteLogRetention: v.VITE_SITE_LOG_RETENTION,
    bookingRetention: v.VITE_BOOKING_RETENTION,
    customerDataRetention: v.VITE_CUSTOMER_DATA_RETENTION,
    securityAckBusinessDays: v.VITE_SECURITY_ACK_DAYS ?? DEFAULT_SECURITY_ACK_DAYS,
    securityPgpKeyUrl: v.VITE_SECURITY_PGP_KEY_URL,
    lastUpdated: v.VITE_POLICY_LAST_UPDATED ?? isoDay(buildDate),
  };
  return {
    schedulingUrl: new URL(v.VITE_SCHEDULING_URL ?? DEFAULT_SCHEDULING_URL).href,
    siteUrl,
    googleAds:
      v.VITE_GOOGLE_ADS_ID && v.VITE_GOOGLE_ADS_CONVERSION_LABEL
        ? { id: v.VITE_GOOGLE_ADS_ID, conversionLabel: v.VITE_GOOGLE_ADS_CONVERSION_LABEL }
        : null,
    company,
  };
}
