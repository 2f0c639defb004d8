/**
 * Everything this website stores in a visitor's browser or sends to another party, described in one place. What
 * reads it cannot drift from it: the privacy policy's tables (src/sections/document/, used by src/documents/privacy.mdx), the consent banner's
 * "What is measured" (src/content/consent-copy.ts), the Content-Security-Policy's Google origins
 * (scripts/build/content-security-policy.ts), and e2e/data-inventory.spec.ts, which fails when a page stores a key,
 * sets a cookie or reaches an origin not listed here. The values the code runs on are in ../ad-measurement.ts.
 * Sources for Google's figures: docs/legal-review.md.
 *
 * One module per part, re-exported here so importers name the folder. Each part exports exactly what the single
 * module did, so `export *` keeps the names as they were.
 */

export { consentTypes, google, storageKey } from "#src/config/ad-measurement.ts";
export * from "./presence-and-lifetime.ts";
export * from "./browser-storage.ts";
export * from "./cookies.ts";
export * from "./google-receives.ts";
export * from "./third-party-origins.ts";
export * from "./server-log.ts";
