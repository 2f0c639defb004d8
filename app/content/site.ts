/** Who we are, in one place: the brand name and the one-line pitch used in titles and metadata. */
export const site = {
  name: "Vigil",
  tagline: "Compliance monitoring for voice AI agents",
  description:
    "Vigil catches HIPAA, GDPR, PCI DSS, TCPA and CCPA violations in your voice AI agents before they turn into fines. Free diagnostic, protection in 5 minutes, 24/7 monitoring.",
} as const;
