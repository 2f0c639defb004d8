/** The warnings the build prints for a configuration that works but must not go live: placeholders, unset facts. */
import type { SiteConfig } from "./env-schema.ts";

/** True for the example.com placeholders of the defaults, and any other address on that reserved domain. */
const isPlaceholder = (url: string): boolean => /(^|\.)example\.com$/.test(new URL(url).hostname);

/**
 * What a launch must not go without, one sentence each, naming the variable: the build prints them as warnings
 * (placeholders still work, so `npm start` on a fresh clone does). They warn and do not fail: the build cannot tell a
 * fresh clone from a deploy (both run `astro build` in production mode, with no variables set), and with a fact unset
 * the copy claims nothing (no SOC 2 or ISO badge, "ask us"), so such a build says nothing false. What would say
 * something false, a fact set only in part, fails in the schema (env-variables.ts). docs/legal-review.md says who
 * decides the rest.
 */
export function launchWarnings({ schedulingUrl, siteUrl, company }: SiteConfig): string[] {
  const warnings: string[] = [];
  if (isPlaceholder(schedulingUrl)) {
    warnings.push(
      `VITE_SCHEDULING_URL is the placeholder ${schedulingUrl}: every booking button opens a page that does not exist.`,
    );
  }
  if (isPlaceholder(siteUrl)) {
    warnings.push(
      `VITE_SITE_URL is the placeholder ${siteUrl}: canonical URLs, the sitemap and security.txt name a domain that is not yours.`,
    );
  }
  for (const [variable, address] of [
    ["VITE_PRIVACY_EMAIL", company.privacyEmail],
    ["VITE_SECURITY_EMAIL", company.securityEmail],
  ] as const) {
    if (isPlaceholder(`https://${address.split("@")[1] ?? ""}`)) {
      warnings.push(`${variable} is ${address}, on the placeholder domain: nobody reads that mailbox.`);
    }
  }
  if (!company.legalName) {
    warnings.push(
      "VITE_COMPANY_LEGAL_NAME is unset: the privacy policy cannot name the company responsible for the data (GDPR Art. 13(1)(a)).",
    );
  }
  if (!company.postalAddress) {
    warnings.push("VITE_COMPANY_ADDRESS is unset: the privacy policy gives no postal address for the company.");
  }
  if (!company.soc2) {
    warnings.push(
      "VITE_SOC2_REPORT_TYPE and VITE_SOC2_PERIOD_END are unset: the footer and /security claim no SOC 2 report, and /security asks buyers to email for your status.",
    );
  }
  if (!company.iso27001) {
    warnings.push(
      "VITE_ISO27001_CERTIFIED_ON is unset: the footer and /security claim no ISO/IEC 27001 certificate, and /security asks buyers to email for your status.",
    );
  }
  return warnings;
}
