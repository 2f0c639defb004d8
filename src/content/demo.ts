/** Labels of the industry demo; the scenarios themselves are in scenarios.ts. */
import type { SchedulingCta } from "./types.ts";

export const demoSection = {
  eyebrow: "Industry demo",
  heading: "See what your agent could say",
  intro:
    "Pick an industry to read a realistic call and the provisions your agent’s answer breaks, each with an illustrative figure that its badge explains. Then switch on Vigil’s guardrails.",
  /** Names the group of industry tiles for screen readers. */
  industriesLabel: "Industries",
  promptLabel: "Caller",
  responseLabel: "Your agent",
  unsafeBadge: "NON-COMPLIANT",
  safeBadge: "RISK MITIGATED",
  violationsHeading: "Violations detected",
  notTriggered: "Not triggered",
  /**
   * Above each rule's figure, listed apart: fines of different kinds and currencies are never added up. Not "maximum",
   * nor "exposure" or "cost": some are damages per violation with no cap, some indicative, and FERPA's is no fine at
   * all (each badge's tooltip says which).
   */
  exposureLabel: "Illustrative figures, by rule",
  exposureLine: (law: string, fine: string): string => `${law}: ${fine}`,
  /** Under the panels: how to read the figures (each law's `basis` is its badge's tooltip). */
  figuresNote:
    "Illustrative calls, not legal advice. Figures are listed per rule, never added up; each rule’s badge says what its figure is.",
  mitigatedExposureLabel: "After mitigation",
  /** A scenario's outcome once mitigated: about the safe answer, not a guarantee (a scenario may say more). */
  mitigatedExposure: "This answer triggers none of these violations",
  mitigate: "Mitigate",
  back: "Back to Common Risks",
  discover: { label: "Discover Hidden Risks", placement: "demo-discover" } satisfies SchedulingCta,
  copyLink: "Copy link",
  /** Opens /check with this demo call loaded and checked. */
  checkThisCall: "Check this call",
  /** The button that speaks the call shown, caller then agent (src/lib/call-player/). */
  playCall: "Play the call",
  stopCall: "Stop",
  /** The scenarios' language: the voices that speak them are chosen for it. */
  callLanguage: "en-US",
  linkCopied: "Link to this scenario copied",
  copyFailed: "Could not copy the link",
  announceMitigated: (title: string): string =>
    `${title}: risk mitigated. The safe answer triggers none of these violations.`,
  announceUnsafe: (title: string): string => `${title}: showing the non-compliant response and its violations.`,
  announceSelected: (title: string, mitigated: boolean): string =>
    mitigated
      ? `${title} selected. Showing the mitigated response.`
      : `${title} selected. Showing the non-compliant response and its violations.`,
} as const;
