/** Who we are, in one place: the brand, the one-line pitch, and words every page shares. */
export const site = {
  name: "Vigil",
  tagline: "Compliance monitoring for voice AI agents",
  description:
    "Vigil catches HIPAA, GDPR, PCI DSS, TCPA and CCPA violations in your voice AI agents before they turn into fines. Free diagnostic, protection in 5 minutes, 24/7 monitoring.",
  /** Browser UI colour: the hero's background. */
  themeColor: "#020617",
  homeLabel: "Vigil home",
  skipToContent: "Skip to content",
  /** Read after the label of every link that opens the scheduling page. */
  newTabHint: "(opens in a new tab)",
  /** Every footer's link to /privacy-choices, where a visitor makes or changes their ad-measurement choice. */
  privacyChoices: "Privacy choices",
} as const;
