/** Copy of the 'What Problems We Solve' section: its header and the six flip cards, each a problem and Vigil's answer to it. */
import { laws } from "./laws.ts";
import type { Problem } from "./types.ts";

export const problemsSection = {
  eyebrow: "The problem",
  heading: "What Problems We Solve",
  intro:
    "Voice agents answer customers in real time, under rules written for people. These are the gaps we see most often, and how Vigil closes each one.",
  flipHint: "Hover, focus or tap a card to see how Vigil fixes it.",
  cardHint: "See the fix",
  /** Read after the card's title by screen readers, on the button that turns the card. */
  toggleLabel: "show how Vigil fixes it",
  solutionLabel: "How Vigil fixes it",
} as const;

export const problemCards: readonly Problem[] = [
  {
    title: "Hidden Compliance Gaps",
    description:
      "Voice agents improvise. A prompt that passed review can still read back a card number or confirm a diagnosis on a live call.",
    impact: "One unscripted answer can lead to a HIPAA penalty or PCI DSS card-brand fees.",
    solution: {
      title: "Compliance testing before launch",
      description:
        "Vigil calls your agent with realistic caller scenarios and flags every answer that breaks a rule, before a customer hears it.",
      benefit: "Find the gaps in a free diagnostic, not in an audit.",
    },
  },
  {
    title: "Regulatory Blind Spots",
    description:
      "HIPAA, GDPR, PCI DSS, TCPA and CCPA set different rules for the same call. Few teams test every flow against all of them.",
    impact: "The rules you never tested for are the ones auditors find.",
    solution: {
      title: "Every check mapped to its rule",
      description:
        "Each finding cites the provision it breaks, what that can cost and the change that fixes it, so teams know what to do first.",
      benefit: "Every finding comes with its citation, its exposure and its fix.",
    },
  },
  {
    title: "Audit Trail Chaos",
    description:
      "Evidence lives in call recordings, spreadsheets and chat threads. Proving what your agent said, and what you changed, is slow work.",
    impact: "Missing evidence turns a routine audit into a failed one.",
    solution: {
      title: "Audit-ready reports",
      description:
        "Every test, finding and fix is logged with its transcript and timestamp, and exported as a report your auditor can read.",
      benefit: "Hand over evidence instead of reconstructing it.",
    },
  },
  {
    title: "Post-Deployment Risks",
    description:
      "A model update, a prompt change or a new integration can change what your agent says after launch, without anyone noticing.",
    impact: "Regressions reach customers before QA can catch them.",
    solution: {
      title: "Checks on every release",
      description:
        "Vigil re-runs its checks when your agent changes and alerts QA and Dev as soon as a previously safe answer starts failing.",
      benefit: "Ship agent updates without reopening old risks.",
    },
  },
  {
    title: "Data Exposure Vulnerabilities",
    description:
      "Agents repeat what callers say and what your systems return: card numbers, balances, grades, passport numbers.",
    impact: `Disclosing personal data without a lawful basis can cost ${laws.GDPR.fines[0]} under GDPR.`,
    solution: {
      title: "Guardrails on sensitive data",
      description:
        "In the call path, Vigil redacts card numbers and other sensitive data from recordings and transcripts, hands card entry to a keypad and holds back disclosures to unverified callers.",
      benefit: "Keep card and passport numbers out of recordings and transcripts.",
    },
  },
  {
    title: "Monitoring Gaps",
    description:
      "Spot-checking a sample of recorded calls leaves most conversations unreviewed, including the ones that go wrong.",
    impact: "Violations surface in complaints and fines, not in dashboards.",
    solution: {
      title: "24/7 monitoring",
      description:
        "Live conversations are checked against your compliance rules around the clock, and the team that owns the fix is alerted.",
      benefit: "Catch violations on the call, not in the complaint.",
    },
  },
];
