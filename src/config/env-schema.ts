/**
 * The build-time configuration (`VITE_*` variables), checked once, at build: `vite.config.ts` parses it and
 * hands the browser the checked values (`site-config.ts`), and the build scripts parse it the same way. A
 * malformed value stops the build with one message that names every variable at fault.
 *
 * The company facts (legal name, contacts, audit dates, retention, …) are here too: the privacy policy and the
 * security page state them, and nothing about the real company may be made up. An unset fact makes the copy
 * say something still true ("ask us at …"); `launchWarnings` lists the ones a launch must not go without.
 */
import { z } from "zod";

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

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

/** An unset, empty or blank variable is unset; anything else is trimmed. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    schema.optional(),
  );

const httpsUrl = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
};

const got = (input: unknown) => `got "${String(input)}"`;

const httpsUrlVariable = (name: string, example: string) =>
  optional(
    z.string().refine((value) => httpsUrl(value) !== null, {
      error: (issue) => `${name} must be an absolute https:// URL (e.g. ${example}); ${got(issue.input)}.`,
    }),
  );

const emailVariable = (name: string, example: string) =>
  optional(z.email({ error: (issue) => `${name} must be an email address (e.g. ${example}); ${got(issue.input)}.` }));

const dateVariable = (name: string) =>
  optional(z.iso.date({ error: (issue) => `${name} must be a date written YYYY-MM-DD; ${got(issue.input)}.` }));

const SUBPROCESSORS_SHAPE = 'a JSON array of {"name", "purpose", "location"} objects, each a non-empty string';

const subprocessorError = { error: () => `VITE_SUBPROCESSORS must be ${SUBPROCESSORS_SHAPE}.` };
const subprocessorField = z.string(subprocessorError).trim().min(1, subprocessorError);

const subprocessorsVariable = optional(
  z
    .string()
    .transform((value, context): unknown => {
      try {
        return JSON.parse(value);
      } catch {
        context.issues.push({
          code: "custom",
          input: value,
          message: `VITE_SUBPROCESSORS is not valid JSON; it must be ${SUBPROCESSORS_SHAPE}.`,
        });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object(
            { name: subprocessorField, purpose: subprocessorField, location: subprocessorField },
            subprocessorError,
          ),
          subprocessorError,
        )
        .min(1, subprocessorError),
    ),
);

const schema = z
  .object({
    VITE_SCHEDULING_URL: optional(
      z.string().refine((value) => httpsUrl(value) !== null, {
        error: (issue) =>
          `VITE_SCHEDULING_URL must be an absolute https:// URL (e.g. https://cal.com/your-team/demo); ${got(issue.input)}.`,
      }),
    ),
    VITE_SITE_URL: optional(
      z.string().refine(
        (value) => {
          const url = httpsUrl(value);
          return url !== null && url.pathname === "/" && !url.search && !url.hash && !url.username;
        },
        {
          error: (issue) =>
            `VITE_SITE_URL must be an absolute https:// origin with no path, query or fragment (e.g. https://www.example.com); ${got(issue.input)}.`,
        },
      ),
    ),
    VITE_GOOGLE_ADS_ID: optional(
      z.string().regex(/^AW-\d+$/, {
        error: (issue) =>
          `VITE_GOOGLE_ADS_ID must be "AW-" followed by digits (e.g. AW-123456789); ${got(issue.input)}.`,
      }),
    ),
    VITE_GOOGLE_ADS_CONVERSION_LABEL: optional(
      z.string().regex(/^[\w-]+$/, {
        error: (issue) =>
          `VITE_GOOGLE_ADS_CONVERSION_LABEL must contain only letters, digits, "-" and "_" (e.g. AbC-D_efG12345); ${got(issue.input)}.`,
      }),
    ),
    VITE_COMPANY_LEGAL_NAME: optional(z.string()),
    VITE_COMPANY_ADDRESS: optional(z.string()),
    VITE_PRIVACY_EMAIL: emailVariable("VITE_PRIVACY_EMAIL", "privacy@example.com"),
    VITE_SECURITY_EMAIL: emailVariable("VITE_SECURITY_EMAIL", "security@example.com"),
    VITE_DPO_CONTACT: optional(z.string()),
    VITE_EU_REPRESENTATIVE: optional(z.string()),
    VITE_UK_REPRESENTATIVE: optional(z.string()),
    VITE_DATA_REGIONS: optional(z.string()),
    VITE_SOC2_REPORT_TYPE: optional(
      z.enum(["Type I", "Type II"], {
        error: (issue) => `VITE_SOC2_REPORT_TYPE must be "Type I" or "Type II"; ${got(issue.input)}.`,
      }),
    ),
    VITE_SOC2_PERIOD_END: dateVariable("VITE_SOC2_PERIOD_END"),
    VITE_ISO27001_CERTIFIED_ON: dateVariable("VITE_ISO27001_CERTIFIED_ON"),
    VITE_ISO27001_CERTIFICATE_URL: httpsUrlVariable(
      "VITE_ISO27001_CERTIFICATE_URL",
      "https://www.example.com/iso27001.pdf",
    ),
    VITE_ISO27001_SCOPE: optional(z.string()),
    VITE_ISO27001_CERTIFICATION_BODY: optional(z.string()),
    VITE_SUBPROCESSORS: subprocessorsVariable,
    VITE_HOSTING_NAME: optional(z.string()),
    VITE_HOSTING_PRIVACY_URL: httpsUrlVariable("VITE_HOSTING_PRIVACY_URL", "https://www.netlify.com/privacy/"),
    VITE_SITE_LOG_RETENTION: optional(z.string()),
    VITE_BOOKING_RETENTION: optional(z.string()),
    VITE_CUSTOMER_DATA_RETENTION: optional(z.string()),
    VITE_SECURITY_ACK_DAYS: optional(
      z
        .string()
        .refine((value) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 30, {
          error: (issue) =>
            `VITE_SECURITY_ACK_DAYS must be a whole number of business days from 1 to 30; ${got(issue.input)}.`,
        })
        .transform(Number),
    ),
    VITE_SECURITY_PGP_KEY_URL: httpsUrlVariable("VITE_SECURITY_PGP_KEY_URL", "https://www.example.com/pgp-key.txt"),
    VITE_POLICY_LAST_UPDATED: dateVariable("VITE_POLICY_LAST_UPDATED"),
  })
  .check((context) => {
    const env = context.value;
    const together = (first: keyof typeof env, second: keyof typeof env) => {
      if ((env[first] === undefined) !== (env[second] === undefined)) {
        const missing = env[first] === undefined ? first : second;
        context.issues.push({
          code: "custom",
          input: env,
          message: `${missing} is missing: set ${first} and ${second} together, or neither.`,
        });
      }
    };
    together("VITE_GOOGLE_ADS_ID", "VITE_GOOGLE_ADS_CONVERSION_LABEL");
    together("VITE_SOC2_REPORT_TYPE", "VITE_SOC2_PERIOD_END");
    together("VITE_HOSTING_NAME", "VITE_HOSTING_PRIVACY_URL");
    const isoDetails = [
      "VITE_ISO27001_CERTIFICATE_URL",
      "VITE_ISO27001_SCOPE",
      "VITE_ISO27001_CERTIFICATION_BODY",
    ] as const;
    const strayDetail = isoDetails.find((name) => env[name] !== undefined);
    if (env.VITE_ISO27001_CERTIFIED_ON === undefined && strayDetail) {
      context.issues.push({
        code: "custom",
        input: env,
        message: `${strayDetail} needs VITE_ISO27001_CERTIFIED_ON: set the date the certificate was issued.`,
      });
    }
  });

/** The site's domain without "www.", for the default mailboxes. */
const siteDomain = (siteUrl: string): string => new URL(siteUrl).hostname.replace(/^www\./, "");

/** "2026-05-04" in UTC: the build date, the default of VITE_POLICY_LAST_UPDATED. */
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Validates the `VITE_*` variables; throws one ConfigError listing every problem. `buildDate` stands in for
 * VITE_POLICY_LAST_UPDATED when it is unset.
 */
export function parseSiteConfig(env: Env, buildDate: Date = new Date()): SiteConfig {
  const result = schema.safeParse(env);
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

/** True for the example.com placeholders of the defaults, and any other address on that reserved domain. */
const isPlaceholder = (url: string): boolean => /(^|\.)example\.com$/.test(new URL(url).hostname);

/**
 * What a launch must not go without, one sentence each, naming the variable: the build prints them as warnings
 * (placeholders still work, so `npm start` on a fresh clone does). docs/legal-review.md says who decides the rest.
 */
export function launchWarnings({ schedulingUrl, siteUrl, company }: SiteConfig): string[] {
  const warnings: string[] = [];
  if (isPlaceholder(schedulingUrl)) {
    warnings.push(
      `VITE_SCHEDULING_URL is the placeholder ${schedulingUrl}: every booking button opens a page that does not exist.`,
    );
  }
  if (isPlaceholder(siteUrl)) {
    warnings.push(
      `VITE_SITE_URL is the placeholder ${siteUrl}: canonical URLs, the sitemap and security.txt name a domain that is not yours.`,
    );
  }
  for (const [variable, address] of [
    ["VITE_PRIVACY_EMAIL", company.privacyEmail],
    ["VITE_SECURITY_EMAIL", company.securityEmail],
  ] as const) {
    if (isPlaceholder(`https://${address.split("@")[1] ?? ""}`)) {
      warnings.push(`${variable} is ${address}, on the placeholder domain: nobody reads that mailbox.`);
    }
  }
  if (!company.legalName) {
    warnings.push(
      "VITE_COMPANY_LEGAL_NAME is unset: the privacy policy cannot name the company responsible for the data (GDPR Art. 13(1)(a)).",
    );
  }
  if (!company.postalAddress) {
    warnings.push("VITE_COMPANY_ADDRESS is unset: the privacy policy gives no postal address for the company.");
  }
  if (!company.soc2) {
    warnings.push(
      "VITE_SOC2_REPORT_TYPE and VITE_SOC2_PERIOD_END are unset: /security offers a SOC 2 report on request without its type or date.",
    );
  }
  if (!company.iso27001) {
    warnings.push(
      "VITE_ISO27001_CERTIFIED_ON is unset: /security offers ISO/IEC 27001 certificate details on request without a date.",
    );
  }
  return warnings;
}
