/** Copy of the 'How Your Protection Works' section: its header and the three steps from diagnostic to monitoring. */
import type { Step } from "./types.ts";

export const stepsSection = {
  eyebrow: "How it works",
  heading: "How Your Protection Works",
  intro:
    "From the first test call to continuous coverage in three steps. Start with a free diagnostic; protection starts in 5 minutes.",
} as const;

export const steps: readonly Step[] = [
  {
    number: "01",
    title: "Risk Assessment",
    description:
      "Connect your agent and Vigil runs a free diagnostic: realistic calls, scored against the laws that apply to your industry.",
    details: [
      "Connects to your voice platform via API key or SDK",
      "Test calls modelled on your real call flows",
      "Findings ranked by law, fine and severity",
    ],
    bonus: "The diagnostic is free, with no commitment.",
  },
  {
    number: "02",
    title: "Immediate Protection",
    description:
      "Guardrails sit between your agent and the caller, stopping non-compliant answers while your team applies the fixes we recommend.",
    details: [
      "Protection starts in 5 minutes",
      "Actionable fixes for prompts, call flows and integrations",
      "Identity checks, consent and card entry handled safely",
    ],
    bonus: "Works with the voice platform you already use.",
  },
  {
    number: "03",
    title: "24/7 Monitoring",
    description:
      "Vigil checks live conversations around the clock, alerts the team that owns the fix and keeps the evidence your auditors will ask for.",
    details: [
      "24/7 monitoring of live and test calls",
      "Audit-ready reports for HIPAA, GDPR, PCI DSS and more",
      "Multi-team access for QA, Dev and compliance",
    ],
    bonus:
      "Expert monitoring included: Vigil’s compliance specialists review what the automated checks flag, around the clock, and alert the people on your team who own each fix.",
  },
];
