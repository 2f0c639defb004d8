/**
 * A page's Content-Security-Policy, written by the build into `build/headers.json` (our server), `_headers` and
 * the nginx site. Everything is denied unless a directive below allows it (decision 008).
 */
import { googleAdsCspOrigins } from "#src/config/data-inventory/index.ts";

export interface PagePolicy {
  /** `sha256-…` sources of the page's inline scripts and import maps. */
  scriptHashes: readonly string[];
  /** `sha256-…` sources of inline styles the page's code inserts. */
  styleHashes: readonly string[];
  /** The page loads the Google Ads tag (a build with ads configured, on a page marked `googleAds`). */
  googleAds: boolean;
}

/**
 * No 'unsafe-inline' or 'unsafe-eval' anywhere; Google's origins only where the tag runs. Nothing default-src
 * already denies is repeated: the policy is sent with every page, inside the page's first round trip.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, googleAds }: PagePolicy): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const ads = (origins: readonly string[]) => (googleAds ? origins : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...quoted(scriptHashes), ...ads(googleAdsCspOrigins.script)],
    ["style-src", "'self'", ...quoted(styleHashes)],
    // data: for the icons, which the stylesheet draws from SVG data URIs (src/components/icon.tsx).
    ["img-src", "'self'", "data:", ...ads(googleAdsCspOrigins.img)],
    ["font-src", "'self'"],
    // 'self', not 'none', even on /check: Lighthouse fetches robots.txt from the page, and 'none' refused it (decision 018).
    ["connect-src", "'self'", ...ads(googleAdsCspOrigins.connect)],
    // Frames and plugins (object-src) fall back to default-src 'none'; frames are named only where the tag needs one.
    ...(googleAds ? [["frame-src", ...googleAdsCspOrigins.frame] as [string, ...string[]]] : []),
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}
