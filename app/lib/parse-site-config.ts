/**
 * Validation of the build-time configuration, kept free of `import.meta` so
 * `vite.config.ts` can run it in Node and stop a build on a malformed value.
 */

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

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function parseHttpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** Validates the `VITE_*` variables; throws one ConfigError listing every problem. */
export function parseSiteConfig(env: Env): SiteConfig {
  const problems: string[] = [];

  const schedulingRaw = read(env, "VITE_SCHEDULING_URL") ?? DEFAULT_SCHEDULING_URL;
  const scheduling = parseHttpsUrl(schedulingRaw);
  if (!scheduling) {
    problems.push(
      `VITE_SCHEDULING_URL must be an absolute https:// URL (e.g. https://cal.com/your-team/demo); got "${schedulingRaw}".`,
    );
  }

  const siteRaw = read(env, "VITE_SITE_URL") ?? DEFAULT_SITE_URL;
  const site = parseHttpsUrl(siteRaw);
  const isOrigin = site !== null && site.pathname === "/" && !site.search && !site.hash && !site.username;
  if (!isOrigin) {
    problems.push(
      `VITE_SITE_URL must be an absolute https:// origin with no path, query or fragment (e.g. https://www.example.com); got "${siteRaw}".`,
    );
  }

  const adsId = read(env, "VITE_GOOGLE_ADS_ID");
  const adsLabel = read(env, "VITE_GOOGLE_ADS_CONVERSION_LABEL");
  if (adsId !== undefined && !/^AW-\d+$/.test(adsId)) {
    problems.push(`VITE_GOOGLE_ADS_ID must be "AW-" followed by digits (e.g. AW-123456789); got "${adsId}".`);
  }
  if (adsLabel !== undefined && !/^[\w-]+$/.test(adsLabel)) {
    problems.push(
      `VITE_GOOGLE_ADS_CONVERSION_LABEL must contain only letters, digits, "-" and "_" (e.g. AbC-D_efG12345); got "${adsLabel}".`,
    );
  }
  if ((adsId === undefined) !== (adsLabel === undefined)) {
    const missing = adsId === undefined ? "VITE_GOOGLE_ADS_ID" : "VITE_GOOGLE_ADS_CONVERSION_LABEL";
    problems.push(
      `${missing} is missing: set VITE_GOOGLE_ADS_ID and VITE_GOOGLE_ADS_CONVERSION_LABEL together, or neither.`,
    );
  }

  if (problems.length > 0 || !scheduling || !site) {
    throw new ConfigError(`Invalid site configuration:\n  - ${problems.join("\n  - ")}`);
  }

  return {
    schedulingUrl: scheduling.href,
    siteUrl: site.origin,
    googleAds: adsId && adsLabel ? { id: adsId, conversionLabel: adsLabel } : null,
  };
}
