import type { LawCode } from "./laws.ts";

/** One rule an agent's answer breaks; `fine` must be one of the spec's figures for `law` (tests/content.test.ts). */
export interface Violation {
  law: LawCode;
  fine: string;
  /** The provision broken, shown beside the law's badge (so without its name), e.g. "45 CFR 164.514(h)", "Art. 6(1)". */
  citation: string;
  /** What the unsafe answer did, concretely, and what the cited provision requires. */
  description: string;
  /** What the safe answer does instead, shown next to 'Not triggered'. */
  mitigatedDescription: string;
}

export interface IndustryScenario {
  /** What the caller says to the voice agent. */
  prompt: string;
  /** The non-compliant answer the agent gives. */
  response: string;
  /** The answer once the guardrails are on. */
  mitigatedResponse: string;
  violations: readonly Violation[];
  /** The unsafe answer's exposure: each law's figure once, listed, never added up (derived from `violations`). */
  totalExposure: readonly LawExposure[];
  /**
   * The outcome shown once mitigated, where the demo's general one would say too much: a call can break a rule
   * before the agent answers (an AI-voice call made without consent), and no answer undoes that.
   */
  mitigatedExposure?: string;
}

/** One law's figure in a scenario's exposure. */
export interface LawExposure {
  law: LawCode;
  fine: string;
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
