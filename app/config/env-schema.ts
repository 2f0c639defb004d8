/**
 * The build-time configuration (`VITE_*` variables), checked once, at build: `vite.config.ts` parses it and
 * hands the browser the checked values (`site-config.ts`), and the build scripts parse it the same way. A
 * malformed value stops the build with one message that names every variable at fault.
 */
import { z } from "zod";

export interface GoogleAdsConfig {
  /** Google Ads account tag, e.g. "AW-123456789". */
  id: string;
  /** Conversion label of the booking conversion action. */
  conversionLabel: string;
}

export interface SiteConfig {
  /** External booking page every call to action opens. */
  schedulingUrl: string;
  /** Public origin of the site, without a trailing slash: canonical URLs, sitemap. */
  siteUrl: string;
  /** The ad conversion on /see-you-soon; null when not configured. */
  googleAds: GoogleAdsConfig | null;
}

export const DEFAULT_SCHEDULING_URL = "https://cal.example.com/vigil/compliance-review";
export const DEFAULT_SITE_URL = "https://vigil.example.com";

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
  })
  .check((context) => {
    const { VITE_GOOGLE_ADS_ID: id, VITE_GOOGLE_ADS_CONVERSION_LABEL: label } = context.value;
    if ((id === undefined) !== (label === undefined)) {
      const missing = id === undefined ? "VITE_GOOGLE_ADS_ID" : "VITE_GOOGLE_ADS_CONVERSION_LABEL";
      context.issues.push({
        code: "custom",
        input: context.value,
        message: `${missing} is missing: set VITE_GOOGLE_ADS_ID and VITE_GOOGLE_ADS_CONVERSION_LABEL together, or neither.`,
      });
    }
  });

/** Validates the `VITE_*` variables; throws one ConfigError listing every problem. */
export function parseSiteConfig(env: Env): SiteConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      `Invalid site configuration:\n  - ${result.error.issues.map((issue) => issue.message).join("\n  - ")}`,
    );
  }
  const { VITE_SCHEDULING_URL, VITE_SITE_URL, VITE_GOOGLE_ADS_ID, VITE_GOOGLE_ADS_CONVERSION_LABEL } = result.data;
  return {
    schedulingUrl: new URL(VITE_SCHEDULING_URL ?? DEFAULT_SCHEDULING_URL).href,
    siteUrl: new URL(VITE_SITE_URL ?? DEFAULT_SITE_URL).origin,
    googleAds:
      VITE_GOOGLE_ADS_ID && VITE_GOOGLE_ADS_CONVERSION_LABEL
        ? { id: VITE_GOOGLE_ADS_ID, conversionLabel: VITE_GOOGLE_ADS_CONVERSION_LABEL }
        : null,
  };
}
