/** Copy of the returns section: its header, the free-trial call to action and the three headline metrics. */
import type { Metric, SchedulingCta } from "./types.ts";

export const returnsSection = {
  eyebrow: "Returns",
  heading: "Compliance that pays for itself",
  intro:
    "Vigil replaces hours of manual call review and helps prevent the fines a single unsafe answer can trigger. The return shows in your budget and your release schedule.",
  cta: { label: "Start Your Free Trial", placement: "returns-trial" } satisfies SchedulingCta,
} as const;

export const metrics: readonly Metric[] = [
  {
    metric: "650%+",
    label: "return on investment",
    description:
      "Manual call review replaced and incidents caught before release, measured against the cost of the subscription.",
  },
  {
    metric: "50h+",
    label: "saved per sprint",
    description:
      "Time QA and Dev no longer spend listening to calls, scripting test cases and collecting audit evidence.",
  },
  {
    metric: "3x",
    label: "win rate",
    description:
      "Deals where audit-ready reports answer a buyer’s security and privacy review, compared with deals without them.",
  },
];
