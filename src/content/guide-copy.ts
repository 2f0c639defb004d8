/** The words around every guide and industry page: section headings, labels, the notice, the indexes' copy. */
import type { SchedulingCta } from "./types.ts";

export const guideCopy = {
  breadcrumbLabel: "Breadcrumb",
  breadcrumbHome: "Home",
  regulationsLabel: "Regulations",
  industriesLabel: "Industries",
  lastReviewed: "Last reviewed",
  takeaways: "Key takeaways",
  quickFacts: "Quick facts",
  quickFactLabels: {
    regulator: "Regulator or enforcer",
    citation: "Where the rule is",
    covers: "Who is covered",
    penalties: "Penalties",
    privateRightOfAction: "Private right of action",
    inForce: "In force",
  },
  /** Before the date of a law's current maximum, in the quick facts. */
  currentMaximum: "Current maximum since",
  checks: "What Vigil checks, and what it keeps for your audit",
  /** Under the checks: the checker, for a transcript of the reader's own agent. */
  checkACall: "Check a transcript of your own agent’s call against these rules",
  checkColumns: { requirement: "Requirement", check: "What monitoring checks", evidence: "Evidence kept" },
  sampleWording: "Sample wording for your agent",
  faq: "Questions we are asked",
  related: "Related guides and industries",
  sources: "Sources",
  sourcesIntro: "The primary texts this page relies on, each at its official publisher.",
  /** The notice every guide and industry page ends with. */
  notLegalAdvice:
    "This guide explains the rules for people who build and test voice agents. It is not legal advice: laws change and turn on facts, so confirm how they apply to you with counsel.",
  failing: "Failing answer",
  compliant: "Compliant answer",
  caller: "Caller",
  openInDemo: "Open this call in the demo",
  industryRules: "The rules that apply",
  industryFailures: "Calls that go wrong",
  industryDemo: "The demo's call",
  ctaHeading: "See what your own agent says",
  ctaBody: "Run a free diagnostic on your voice agent: each violation we find, the rule it breaks and how to fix it.",
  primaryCta: { label: "Run a Free Diagnostic", placement: "guide-diagnostic" } satisfies SchedulingCta,
  secondaryCta: { label: "Book a Demo", placement: "guide-demo" } satisfies SchedulingCta,
} as const;

export const regulationsIndexCopy = {
  metaTitle: "Voice AI compliance guides by regulation · Vigil",
  metaDescription:
    "One guide per rule for teams that build and test voice AI agents: what HIPAA, GDPR, PCI DSS, TCPA, CCPA and more require on a call, cited to the primary text.",
  title: "Regulations, explained for voice agents",
  intro:
    "One guide per rule: what it requires of an agent on a call, how agents break it, failing and compliant answers side by side, and what to keep as evidence. Each is cited to the primary text and dated.",
} as const;

export const industriesIndexCopy = {
  metaTitle: "Voice AI compliance by industry · Vigil",
  metaDescription:
    "The rules that apply to voice AI agents in healthcare, finance, retail, call centers, education, government and hospitality, and the calls that go wrong in each.",
  title: "Voice agent compliance, industry by industry",
  intro:
    "Which rules apply where your agent answers the phone, the calls that go wrong, and the demo's scenario for each industry.",
} as const;

/** The record of what changed: each guide's last section, the /changes page and its feed. */
export const changesCopy = {
  whatChanged: "What changed",
  reviewed: "Last reviewed",
  checked: "What we checked",
  noChanges: "No change to the rules this guide covers has been recorded yet.",
  kinds: { rule: "Rule change", correction: "Correction of our guide" },
  source: "Source",
  touches: "Guides",
  allChanges: "Every change, across all guides",
  metaTitle: "What changed in the rules for voice AI agents · Vigil",
  metaDescription:
    "A dated record of changes in HIPAA, TCPA, CCPA, COPPA, the EU AI Act and the other rules our guides cover, each with its primary source.",
  title: "What changed",
  intro:
    "The changes we have recorded in the rules our guides cover, and each correction we made to them, newest first, with its primary source and the guides it touches. Where we could read a change only in reports of it, its entry says so.",
  feedTitle: "Vigil: what changed in the rules for voice AI agents",
  feedDescription:
    "Dated changes in the rules for voice AI agents (HIPAA, TCPA, CCPA, COPPA, the EU AI Act and more), each with its primary source.",
  subscribe: "Follow by RSS",
} as const;
