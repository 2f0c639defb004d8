/** Labels of the industry demo; the scenarios themselves are in scenarios.ts. */
import type { SchedulingCta } from "./types";

export const demoSection = {
  eyebrow: "Industry demo",
  heading: "See what your agent could say",
  intro:
    "Pick an industry to read a realistic call, the rules your agent's answer breaks and the fines they carry. Then switch on Vigil's guardrails.",
  /** Names the group of industry tiles for screen readers. */
  industriesLabel: "Industries",
  promptLabel: "Caller",
  responseLabel: "Your agent",
  unsafeBadge: "NON-COMPLIANT",
  safeBadge: "RISK MITIGATED",
  violationsHeading: "Violations detected",
  notTriggered: "Not triggered",
  exposureLabel: "Total exposure",
  mitigatedExposureLabel: "Exposure after mitigation",
  /** Every scenario's exposure once mitigated. */
  mitigatedExposure: "$0 — no violation triggered",
  mitigate: "Mitigate",
  back: "Back to Common Risks",
  discover: { label: "Discover Hidden Risks", placement: "demo-discover" } satisfies SchedulingCta,
  copyLink: "Copy link",
  linkCopied: "Link to this scenario copied",
  copyFailed: "Could not copy the link",
  announceMitigated: (title: string): string => `${title}: risk mitigated. Every violation is now not triggered.`,
  announceUnsafe: (title: string): string => `${title}: showing the non-compliant response and its violations.`,
  announceSelected: (title: string, mitigated: boolean): string =>
    mitigated
      ? `${title} selected. Showing the mitigated response.`
      : `${title} selected. Showing the non-compliant response and its violations.`,
} as const;
