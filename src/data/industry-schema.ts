/**
 * What an entry of the industry registry (src/data/industries.json) holds: the demo's tile (title, icon) and its
 * call (the caller's prompt, the unsafe and safe answers, the violations). Keyed by the industry's id, which is also
 * the address of its page (/industries/<id>) and of its MDX file.
 */
import { z } from "astro/zod";

const violation = z
  .object({
    law: z.string().describe("A law's code in src/data/laws.json, e.g. HIPAA."),
    fine: z.string().describe("One of that law's `fines` in src/data/laws.json, word for word."),
    citation: z
      .string()
      .min(3)
      .describe(
        "The provision broken, shown beside the badge, e.g. '45 CFR 164.502(a)': it starts as the law's citations do.",
      ),
    description: z
      .string()
      .min(40)
      .describe("What the unsafe answer did, concretely, and what the provision requires."),
    mitigatedDescription: z
      .string()
      .min(10)
      .describe("What the safe answer does instead, shown next to 'Not triggered'."),
  })
  .describe("One rule the unsafe answer breaks.");

const scenarioSchema = z
  .object({
    prompt: z.string().min(20).describe("What the caller says to the voice agent."),
    response: z.string().min(20).describe("The non-compliant answer the agent gives."),
    mitigatedResponse: z.string().min(20).describe("The answer once the guardrails are on."),
    violations: z.array(violation).min(1).describe("The rules the unsafe answer breaks, most serious first."),
    mitigatedExposure: z
      .string()
      .optional()
      .describe(
        "The outcome shown once mitigated, where the general one would say too much (a call placed without consent).",
      ),
  })
  .describe("The demo's call for the industry.");

export const industryEntrySchema = z
  .object({
    title: z.string().min(3).describe("The tile's label, e.g. 'Call Center'."),
    icon: z.string().describe("A Lucide icon the site draws (src/components/icon.tsx), e.g. 'heart-pulse'."),
    scenario: scenarioSchema,
  })
  .describe("One industry of the demo, with its call.");

export type IndustryEntry = z.infer<typeof industryEntrySchema>;
