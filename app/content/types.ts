import type { FineFor, LawCode } from "./laws";

/** One rule an agent's answer breaks; `fine` must be one the law table lists for `law`. */
type Violation = {
  [L in LawCode]: {
    law: L;
    fine: FineFor<L>;
    /** What the unsafe answer did, concretely. */
    description: string;
    /** What the safe answer does instead, shown next to 'Not triggered'. */
    mitigatedDescription: string;
  };
}[LawCode];

export interface IndustryScenario {
  /** What the caller says to the voice agent. */
  prompt: string;
  /** The non-compliant answer the agent gives. */
  response: string;
  /** The answer once the guardrails are on. */
  mitigatedResponse: string;
  violations: readonly Violation[];
  /** Headline exposure of the unsafe answer, e.g. "Up to $1.5M per year". */
  totalExposure: string;
}

/** A problem the landing page names, and Vigil's answer to it (a flip card). */
export interface Problem {
  title: string;
  description: string;
  impact: string;
  solution: {
    title: string;
    description: string;
    benefit: string;
  };
}

export interface Step {
  number: string;
  title: string;
  description: string;
  details: readonly string[];
  bonus: string;
}

export interface Metric {
  /** The figure, e.g. "650%+". */
  metric: string;
  /** What the figure measures, e.g. "return on investment". */
  label: string;
  description: string;
}

/** A link to the external scheduling page; `placement` becomes its utm_content. */
export interface SchedulingCta {
  label: string;
  placement: string;
}
