/**
 * The schema of the `VITE_*` variables: each one's format, and the pairs that must be set together. Every message
 * names the variable at fault and what it got, so parseSiteConfig (env-schema.ts) can list them all at once.
 */
import { z } from "zod";

export type Env = Readonly<Record<string, string | boolean | undefined>>;

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

export const envSchema = z
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
    // A certificate is named only with what a buyer checks first: what it covers and who issued it.
    if (env.VITE_ISO27001_CERTIFIED_ON !== undefined) {
      for (const name of ["VITE_ISO27001_SCOPE", "VITE_ISO27001_CERTIFICATION_BODY"] as const) {
        if (env[name] === undefined) {
          context.issues.push({
            code: "custom",
            input: env,
            message: `${name} is missing: VITE_ISO27001_CERTIFIED_ON needs the certificate's scope and certification body.`,
          });
        }
      }
    }
  });
