/** Copy of the sections without interaction (navigation, hero, closing call to action): it ships only with their prerendered HTML. */
import { laws } from "./laws.ts";
import type { SchedulingCta } from "./types.ts";

export const hero = {
  eyebrow: "Compliance monitoring for voice AI agents",
  headline: "Catch compliance violations before they become fines",
  subheadline:
    "Vigil tests and monitors your voice AI agents for HIPAA, GDPR, PCI DSS, TCPA and CCPA violations, so developers, QA and compliance teams can fix risky answers before a caller hears them.",
  primaryCta: { label: "Run a Free Diagnostic", placement: "hero-diagnostic" } satisfies SchedulingCta,
  secondaryCta: { label: "Book a Demo", placement: "hero-demo" } satisfies SchedulingCta,
  trustLine: "Free diagnostic · Protection in 5 minutes · 24/7 monitoring",
} as const;

export const nav = {
  label: "Main",
  links: [
    { label: "Product", href: "#problems-section" },
    { label: "Compliance", href: "#demo-section" },
  ],
  contact: { label: "Contact Us", placement: "nav-contact" } satisfies SchedulingCta,
} as const;

export const closing = {
  heading: "Find out what your agent is saying today",
  body: "Run a free diagnostic on your voice agent. You’ll see each violation we find, the law it breaks and how to fix it.",
  primaryCta: { label: "Run a Free Diagnostic", placement: "closing-diagnostic" } satisfies SchedulingCta,
  secondaryCta: { label: "Book a Demo", placement: "closing-demo" } satisfies SchedulingCta,
  checklist: ["Free compliance assessment", "Protection starts in 5 minutes", "24/7 expert monitoring included"],
} as const;

/** The hero's illustration: one monitored call, as Vigil's console would show it. */
export const heroMonitor = {
  title: "Live call monitor",
  status: "Monitoring",
  callLabel: "Inbound call · Billing agent",
  caller: "Can you confirm the card you have on file for me?",
  agentUnsafe: "Sure, it’s 4111 1111 1111 1111, expiring 04/28.",
  flag: {
    law: "PCI DSS",
    fine: laws["PCI DSS"].fines[0],
    text: "Full card number read to an unverified caller on a recorded line",
  },
  agentSafe:
    "I can’t share card details before I’ve verified you. I’ve just texted a code to the phone number on your account.",
  resolution: "Blocked in line and rewritten before the caller heard it",
} as const;
