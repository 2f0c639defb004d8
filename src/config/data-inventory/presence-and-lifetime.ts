/**
 * When an item of the data inventory exists (on every build, or only with Google Ads and perhaps consent) and how
 * long it lasts, in words the privacy policy prints.
 */

/**
 * - "always": on every build.
 * - "googleAds": only on builds with VITE_GOOGLE_ADS_ID and _CONVERSION_LABEL, and only on the pages that load
 *   the tag (the confirmation page: scripts/lib/built-pages.ts reads it from the page).
 * - "googleAdsConsent": on those, and only after the visitor presses Accept.
 */
export type Presence = "always" | "googleAds" | "googleAdsConsent";

export const isPresent = (presence: Presence, googleAdsEnabled: boolean): boolean =>
  presence === "always" || googleAdsEnabled;

/* ── Lifetimes ────────────────────────────────────────────────────────────── */

interface Duration {
  n: number;
  unit: "minute" | "day" | "month";
}

export type Lifetime =
  | { kind: "fixed"; duration: Duration }
  | { kind: "regional"; eeaUk: Duration; elsewhere: Duration }
  | { kind: "tab" }
  | { kind: "untilChanged" };

const formatDuration = ({ n, unit }: Duration): string => `${n} ${unit}${n === 1 ? "" : "s"}`;

export function formatLifetime(lifetime: Lifetime): string {
  switch (lifetime.kind) {
    case "fixed":
      return formatDuration(lifetime.duration);
    case "regional":
      return `${formatDuration(lifetime.eeaUk)} in the EEA and UK, ${formatDuration(lifetime.elsewhere)} elsewhere`;
    case "tab":
      return "Until you close the tab";
    case "untilChanged":
      return "Until you change your choice or clear this site's data";
  }
}
