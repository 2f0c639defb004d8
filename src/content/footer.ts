/** Copy of the footer, shared by every page. */
import { privacyPage, securityPage } from "#src/config/site-pages.ts";
import { siteConfig } from "#src/config/site-config.ts";
import { frameworkBadges } from "./frameworks.ts";
import { securityHref } from "./legal-sections.ts";

export const footer = {
  tagline: "Compliance monitoring for voice AI agents. Catch violations before they become fines.",
  complianceLabel: "Security and compliance",
  /**
   * The spec's footer statement on SOC 2, HIPAA and ISO 27001, worded to stay true with nothing configured: it says
   * what the product is for, not that Vigil holds a report or a certificate (only the badges below say that, from
   * the facts).
   */
  statement: "Built to support your SOC 2, HIPAA and ISO/IEC 27001 compliance.",
  /** Each framework's status as /security states it, from the same module and facts: none without a fact but the BAA. */
  badges: frameworkBadges(siteConfig.company),
  /** Under the badges: where each one's status, date and documents are. */
  complianceLink: { label: "Our status and documents", href: securityHref("frameworks") },
  linksLabel: "Site",
  links: [
    { label: "Problems", href: "#problems-section" },
    { label: "Demo", href: "#demo-section" },
    { label: "How it works", href: "#how-it-works" },
    { label: "Returns", href: "#returns" },
  ],
  /** The bottom row of every page: the policies (the privacy choices link is `site.privacyChoices`). */
  legalLabel: "Legal",
  legalLinks: [
    { label: "Privacy", href: privacyPage.path },
    { label: "Security", href: securityPage.path },
  ],
  copyright: (year: number): string => `© ${year} Vigil. All rights reserved.`,
} as const;
