/**
 * /.well-known/security.txt (RFC 9116), written at build: where to report a vulnerability, until when the file
 * may be trusted, and the policy that says what a reporter can expect. Served as text/plain by every server.
 */
import type { SiteConfig } from "#src/config/env-schema.ts";
import { securityTxtPath } from "#src/config/site-pages.ts";
import { securityHref } from "#src/content/legal-sections.ts";

/** Under RFC 9116's "less than a year": a build at least twice a year keeps the file fresh. */
const SECURITY_TXT_LIFETIME_DAYS = 180;

/** RFC 3339, whole seconds, UTC: 2027-05-22T00:00:00Z. */
const rfc3339 = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, "Z");

export function securityTxt({ siteUrl, company }: SiteConfig, now: Date): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  expires.setUTCDate(expires.getUTCDate() + SECURITY_TXT_LIFETIME_DAYS);
  const lines = [
    `# How to report a security vulnerability in ${new URL(siteUrl).hostname} or the Vigil service.`,
    `Contact: mailto:${company.securityEmail}`,
    `Expires: ${rfc3339(expires)}`,
    ...(company.securityPgpKeyUrl ? [`Encryption: ${company.securityPgpKeyUrl}`] : []),
    "Preferred-Languages: en",
    `Canonical: ${siteUrl}${securityTxtPath}`,
    `Policy: ${siteUrl}${securityHref("disclosure")}`,
  ];
  return `${lines.join("\n")}\n`;
}
