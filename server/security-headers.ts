/**
 * The HTTP response headers of the site, in one place. The Node server sends
 * them; the build writes the same set into `build/client/_headers` (Netlify,
 * Cloudflare Pages) and `build/deploy/nginx/` (self-hosting).
 */

/** Sent with every response. */
export const baseHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()",
};

/** Google's documented origins for a Google Ads tag; granted only where the conversion runs. */
export const googleAdsOrigins = {
  script: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://www.google.com",
    "https://googleads.g.doubleclick.net",
    "https://pagead2.googlesyndication.com",
  ],
  img: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://www.google.com",
    "https://googleads.g.doubleclick.net",
    "https://pagead2.googlesyndication.com",
  ],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://www.google.com",
    "https://googleads.g.doubleclick.net",
    "https://pagead2.googlesyndication.com",
  ],
  frame: ["https://www.googletagmanager.com"],
} as const;

export interface PagePolicy {
  /** `sha256-…` sources of the page's inline scripts. */
  scriptHashes: readonly string[];
  /** `sha256-…` sources of inline styles the page's code inserts. */
  styleHashes: readonly string[];
  googleAds: boolean;
}

/** A page's Content-Security-Policy: no 'unsafe-inline' or 'unsafe-eval' anywhere. */
export function contentSecurityPolicy({ scriptHashes, styleHashes, googleAds }: PagePolicy): string {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const ads = (origins: readonly string[]) => (googleAds ? origins : []);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...quoted(scriptHashes), ...ads(googleAdsOrigins.script)],
    ["style-src", "'self'", ...quoted(styleHashes)],
    ["img-src", "'self'", ...ads(googleAdsOrigins.img)],
    ["connect-src", "'self'", ...ads(googleAdsOrigins.connect)],
    ["frame-src", ...(googleAds ? googleAdsOrigins.frame : ["'none'"])],
    ["font-src", "'self'"],
    ["manifest-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["upgrade-insecure-requests"],
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** What the build writes to `build/headers.json` for the server. */
export interface HeadersManifest {
  /** Content-Security-Policy per page file: "index.html", "see-you-soon/index.html", "404.html". */
  pages: Record<string, string>;
}
