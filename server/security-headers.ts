/**
 * The HTTP response headers every response carries, in one place. The Node server sends them; the build writes
 * the same set into `build/client/_headers` (Netlify, Cloudflare Pages) and `build/deploy/nginx/`, beside each
 * page's Content-Security-Policy (scripts/build/content-security-policy.ts).
 */

/** Sent with every response. */
export const baseHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), display-capture=(), browsing-topics=()",
};

/**
 * Sent only on responses to requests that came over HTTPS (decision 010). `_headers` and the nginx site, which
 * are served over TLS, always carry them; the Node server adds them when the request was secure.
 */
export const httpsHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
};

/**
 * A page's Content-Security-Policy as sent over HTTPS. Over plain HTTP the directive is left out: WebKit applies it
 * to http://127.0.0.1 too, and `npm start` would lose its stylesheet and scripts in Safari.
 */
export function policyOverHttps(policy: string): string {
  return `${policy}; upgrade-insecure-requests`;
}

/** What the build writes to `build/headers.json` for the server. */
export interface HeadersManifest {
  /** Content-Security-Policy per page file: "index.html", "see-you-soon/index.html", "404.html". */
  pages: Record<string, string>;
}
