/**
 * What an entry of the law registry (src/data/laws.json) holds, checked where the registry is read
 * (src/content/laws.ts).
 */
import { z } from "astro/zod";
import { overdueReview, reviewIsCurrent } from "#src/lib/dates.ts";
import { source } from "./sources.ts";

/** Where the figure is published: held to the same official domains as the guides' sources. */
const officialSource = source.describe(
  "Where the figure is published: eCFR, Federal Register, EUR-Lex, a legislature.",
);

/** The current maximum, where the law sets one and it differs from the spec's figure (adjusted for inflation). */
const currentFigure = z
  .object({
    figure: z.string().min(2).describe("The amount as the site states it, e.g. 'up to $53,088 per violation'."),
    asOf: z.iso.date().describe("Since when this amount applies (YYYY-MM-DD)."),
    what: z.string().min(20).describe("What the amount is, in one sentence: who imposes it, per what."),
    source: officialSource,
  })
  .describe("The law's current maximum, beside the spec's figure.");

export const lawSchema = z
  .object({
    name: z.string().min(10).describe("The law's full name, shown in the badge's tooltip."),
    regulator: z.string().min(3).describe("Who enforces it, in a few words."),
    guide: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .describe(
        "The slug of the regulation guide that explains the law (src/guides/regulations/<slug>.mdx), if it has one.",
      ),
    citationPrefixes: z
      .array(z.string().min(3))
      .min(1)
      .describe("How a provision of this law is cited: a demo citation must start with one of these."),
    fines: z
      .array(z.string().min(2))
      .default([])
      .describe("The figures the demo may show for this law, verbatim (the spec's, section 9), headline first."),
    basis: z.string().min(20).max(260).describe("The badge's tooltip: what the figures are and where they come from."),
    current: currentFigure.optional(),
    amounts: z
      .array(z.object({ figure: z.string().min(2), what: z.string().min(10), source: officialSource }))
      .default([])
      .describe("Other amounts the guides state under this law (statutory damages, thresholds), each with its source."),
    reviewed: z.iso
      .date()
      .refine((day) => reviewIsCurrent(new Date(day)), {
        error: (issue) => overdueReview(new Date(String(issue.input))),
      })
      .describe(
        "The day the figures were last checked at their sources: the build warns 60 days before the year is up, and stops once it is.",
      ),
  })
  .describe("One law the site names, with every figure it may state about it.");

export type LawEntry = z.infer<typeof lawSchema>;

/** Every amount the site may state for a law: the spec's figures, the current maximum, the other registered amounts. */
export const statedFigures = (law: LawEntry): string[] => [
  ...law.fines,
  ...(law.current ? [law.current.figure] : []),
  ...law.amounts.map((amount) => amount.figure),
];
