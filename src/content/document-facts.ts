/**
 * What the privacy policy and the security page may say about the company and this build: the checked
 * configuration (src/config/env-schema.ts), plus what follows from it. An absent fact is not known yet, and the
 * documents then say something that stays true ("ask us at …") rather than invent it.
 */
import type { CompanyFacts, SiteConfig } from "#src/config/env-schema.ts";
import { longDay } from "#src/lib/dates.ts";

/** The scheduling tools the site knows by name: their privacy pages are linked. */
const KNOWN_SCHEDULERS = [
  { name: "Cal.com", domain: "cal.com", privacyUrl: "https://cal.com/privacy" },
  { name: "Calendly", domain: "calendly.com", privacyUrl: "https://calendly.com/legal/privacy-notice" },
] as const;

export interface DocumentFacts extends CompanyFacts {
  siteUrl: string;
  /** The booking page's origin; the provider's name and privacy page only when the host is a known one. */
  scheduling: { origin: string; provider?: { name: string; privacyUrl: string } };
  /** This build sends the booking conversion to Google Ads. */
  googleAdsEnabled: boolean;
}

export function documentFacts({ company, siteUrl, schedulingUrl, googleAds }: SiteConfig): DocumentFacts {
  const scheduling = new URL(schedulingUrl);
  const provider = KNOWN_SCHEDULERS.find(
    ({ domain }) => scheduling.hostname === domain || scheduling.hostname.endsWith(`.${domain}`),
  );
  return {
    ...company,
    siteUrl,
    scheduling: {
      origin: scheduling.origin,
      provider: provider ? { name: provider.name, privacyUrl: provider.privacyUrl } : undefined,
    },
    googleAdsEnabled: googleAds !== null,
  };
}

/** The hostname of a URL, for sentences such as "this website, vigil.example.com". */
export const hostOf = (url: string): string => new URL(url).hostname;

/** "2026-05-04" → "May 4, 2026", whatever the runtime's locale and time zone. */
export const formatIsoDate = (iso: string): string => longDay(iso);

/** The later of two YYYY-MM-DD dates (their string order is their time order). */
export const laterDate = (a: string, b: string): string => (a > b ? a : b);
