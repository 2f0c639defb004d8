/** Copy of the footer, shared by every page. */
export const footer = {
  tagline: "Compliance monitoring for voice AI agents. Catch violations before they become fines.",
  complianceLabel: "Compliant with",
  badges: ["SOC 2", "HIPAA", "ISO 27001"],
  linksLabel: "Site",
  links: [
    { label: "Problems", href: "#problems-section" },
    { label: "Demo", href: "#demo-section" },
    { label: "How it works", href: "#how-it-works" },
    { label: "Returns", href: "#returns" },
  ],
  copyright: (year: number): string => `© ${year} Vigil. All rights reserved.`,
} as const;
