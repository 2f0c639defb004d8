/**
 * The HTTP response headers every response carries, in one place. The Node server sends them; the build writes
 * the same set into `build/client/_headers` (Netlify, Cloudflare Pages) and `build/deploy/nginx/`, beside each
 * page's Content-Security-Policy (scripts/build/content-security-policy.ts).
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

/** What the build writes to `build/headers.json` for the server. */
export interface HeadersManifest {
  /** Content-Security-Policy per page file: "index.html", "see-you-soon/index.html", "404.html". */
  pages: Record<string, string>;
}
