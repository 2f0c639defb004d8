/**
 * The build-time configuration (`VITE_*` variables), checked once, at build: astro.config.ts parses it through
 * scripts/build/site-configuration.ts and hands the pages the checked values (`site-config.ts`, through Vite
 * `define`), and the build scripts parse it the same way. A malformed value stops the build with one message that
 * names every variable at fault.
 *
 * The company facts (legal name, contacts, audit dates, retention, …) are here too: the privacy policy and the
 * security page state them, and nothing about the real company may be made up. An unset fact makes the copy
 * say something still true ("ask us at …"), so a build without facts, as `npm start` makes on a fresh clone, says
 * nothing false: `launchWarnings` (launch-warnings.ts) lists the ones a launch must not go without. A fact set in
 * part, which would make a claim without what backs it (an ISO certificate date without its scope), fails every
 * build.
 *
 * The variables' schema is env-variables.ts; the shape of the checked configuration is what `siteConfigFrom` makes of
 * them (`SiteConfig`, inferred), with each field's meaning beside it.
 */
import type { z } from "zod";
import { isoDay } from "#src/lib/dates.ts";
import { envSchema, type Env } from "./env-variables.ts";
import { SITE } from "#check/site.ts";

export const DEFAULT_SCHEDULING_URL = "https://cal.example.com/vigil/compliance-review";
/** The checker's package links its reports to this address too (packages/call-check/src/site.ts). */
export const DEFAULT_SITE_URL = SITE.url;
export const DEFAULT_SECURITY_ACK_DAYS = 3;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The site's domain without "www.", for the default mailboxes. */
const siteDomain = (siteUrl: string): string => new URL(siteUrl).hostname.replace(/^www\./, "");

/**
 * The checked configuration made of the checked variables. Unset facts stay undefined, which JSON (and so the
 * browser's copy of this object) leaves out: the copy then says something that stays true.
 */
function siteConfigFrom(v: z.output<typeof envSchema>, buildDate: Date) {
  const siteUrl = new URL(v.VITE_SITE_URL ?? DEFAULT_SITE_URL).origin;
  const domain = siteDomain(siteUrl);
  /** What the privacy policy and the security page say about the company. */
  const company = {
    /** VITE_COMPANY_LEGAL_NAME, e.g. "Vigil Labs, Inc.": the controller the policy names. */
    legalName: v.VITE_COMPANY_LEGAL_NAME,
    /** VITE_COMPANY_ADDRESS, one line. */
    postalAddress: v.VITE_COMPANY_ADDRESS,
    /** VITE_PRIVACY_EMAIL; default privacy@<site domain>. */
    privacyEmail: v.VITE_PRIVACY_EMAIL ?? `privacy@${domain}`,
    /** VITE_SECURITY_EMAIL; default security@<site domain>. Also security.txt's Contact. */
    securityEmail: v.VITE_SECURITY_EMAIL ?? `security@${domain}`,
    /** VITE_DPO_CONTACT: the data protection officer's email address or web page. */
    dpoContact: v.VITE_DPO_CONTACT,
    /** VITE_EU_REPRESENTATIVE: the GDPR Article 27 representative, name and contact. */
    euRepresentative: v.VITE_EU_REPRESENTATIVE,
    /** VITE_UK_REPRESENTATIVE: the UK GDPR Article 27 representative, name and contact. */
    ukRepresentative: v.VITE_UK_REPRESENTATIVE,
    /** VITE_DATA_REGIONS: where customer call data is stored and processed, e.g. "the EU (Frankfurt)". */
    dataRegions: v.VITE_DATA_REGIONS,
    /** VITE_SOC2_REPORT_TYPE and VITE_SOC2_PERIOD_END (the end of a Type II period, the date of a Type I). */
    soc2:
      v.VITE_SOC2_REPORT_TYPE && v.VITE_SOC2_PERIOD_END
        ? { reportType: v.VITE_SOC2_REPORT_TYPE, periodEnd: v.VITE_SOC2_PERIOD_END }
        : undefined,
    /**
     * VITE_ISO27001_CERTIFIED_ON with the required _SCOPE and _CERTIFICATION_BODY (the schema sets them together) and
     * the optional _CERTIFICATE_URL.
     */
    iso27001:
      v.VITE_ISO27001_CERTIFIED_ON && v.VITE_ISO27001_SCOPE && v.VITE_ISO27001_CERTIFICATION_BODY
        ? {
            certifiedOn: v.VITE_ISO27001_CERTIFIED_ON,
            certificateUrl: v.VITE_ISO27001_CERTIFICATE_URL,
            scope: v.VITE_ISO27001_SCOPE,
            certificationBody: v.VITE_ISO27001_CERTIFICATION_BODY,
          }
        : undefined,
    /** VITE_SUBPROCESSORS: sub-processors of customer call data (not of this website), { name, purpose, location }. */
    subprocessors: v.VITE_SUBPROCESSORS,
    /** VITE_HOSTING_NAME and VITE_HOSTING_PRIVACY_URL: who serves the site and so sees visitors' IP addresses. */
    hosting:
      v.VITE_HOSTING_NAME && v.VITE_HOSTING_PRIVACY_URL
        ? { name: v.VITE_HOSTING_NAME, privacyUrl: v.VITE_HOSTING_PRIVACY_URL }
        : undefined,
    /** VITE_SITE_LOG_RETENTION, read after "for", e.g. "30 days". */
    siteLogRetention: v.VITE_SITE_LOG_RETENTION,
    /** VITE_BOOKING_RETENTION, read after "for", e.g. "12 months after the meeting". */
    bookingRetention: v.VITE_BOOKING_RETENTION,
    /** VITE_CUSTOMER_DATA_RETENTION, read after "for", e.g. "90 days". */
    customerDataRetention: v.VITE_CUSTOMER_DATA_RETENTION,
    /** VITE_SECURITY_ACK_DAYS: business days to acknowledge a vulnerability report; default 3. */
    securityAckBusinessDays: v.VITE_SECURITY_ACK_DAYS ?? DEFAULT_SECURITY_ACK_DAYS,
    /** VITE_SECURITY_PGP_KEY_URL: the OpenPGP key for reports (security.txt's Encryption). */
    securityPgpKeyUrl: v.VITE_SECURITY_PGP_KEY_URL,
    /**
     * VITE_POLICY_LAST_UPDATED (YYYY-MM-DD), else the build date: the day a fact above last changed. The pages
     * show the later of this and the date their own wording last changed.
     */
    lastUpdated: v.VITE_POLICY_LAST_UPDATED ?? isoDay(buildDate),
  };
  return {
    /** External booking page every call to action opens. */
    schedulingUrl: new URL(v.VITE_SCHEDULING_URL ?? DEFAULT_SCHEDULING_URL).href,
    /** Public origin of the site, without a trailing slash: canonical URLs, sitemap. */
    siteUrl,
    /** The ad conversion on /see-you-soon (the account tag "AW-…" and the action's label); null when not configured. */
    googleAds:
      v.VITE_GOOGLE_ADS_ID && v.VITE_GOOGLE_ADS_CONVERSION_LABEL
        ? { id: v.VITE_GOOGLE_ADS_ID, conversionLabel: v.VITE_GOOGLE_ADS_CONVERSION_LABEL }
        : null,
    company,
  };
}

export type SiteConfig = ReturnType<typeof siteConfigFrom>;
export type CompanyFacts = SiteConfig["company"];
export type GoogleAdsConfig = NonNullable<SiteConfig["googleAds"]>;

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
  return siteConfigFrom(result.data, buildDate);
}
