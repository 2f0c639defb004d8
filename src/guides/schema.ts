/**
 * What a guide's frontmatter must hold: the schemas of the `regulations` and `industries` collections
 * (src/content.config.ts). Each field says what it is for, and a refinement says in an editor's words what is wrong,
 * so that adding a guide is adding one MDX file: `npm run build` names any field that is missing or malformed.
 */
import { z } from "astro/zod";
import { industryIds } from "#src/content/industries.ts";
import { figureIsRegistered, lawCodes } from "#src/content/laws.ts";
import { regulationSlugs } from "#src/config/guides.ts";
import { overdueReview, reviewIsCurrent } from "#src/lib/dates.ts";
import { source } from "#src/data/sources.ts";
import { pageText } from "./page-text.ts";

const law = z
  .enum(lawCodes, {
    error: (issue) =>
      `"${String(issue.input)}" is not a law in src/data/laws.json: add its entry there first, or use one of ${lawCodes.join(", ")}.`,
  })
  .describe("A law's code in the law registry (src/data/laws.json), e.g. HIPAA.");

/** A review date: the build refuses one more than a year old, so an unchecked library does not ship quietly. */
const reviewDate = z.coerce.date().refine(reviewIsCurrent, { error: (issue) => overdueReview(issue.input as Date) });

const checkedNote = z
  .string()
  .min(30)
  .describe("What the last review checked, against which primary texts: shown under 'What changed'.");

/** A figure the guide states: it must be one the law table lists, the spec's or the current one. */
const penalty = z
  .object({
    law,
    fine: z.string().describe("The figure, word for word as the law registry (src/data/laws.json) lists it."),
    note: z.string().optional().describe("What the figure is: who imposes it, per what, since when."),
  })
  .refine(({ law: code, fine }) => figureIsRegistered(code, fine), {
    error: (issue) => {
      const { law: code, fine } = issue.input as { law?: unknown; fine?: unknown };
      return `"${String(fine)}" is not a figure src/data/laws.json lists for ${String(code)}: add it there, with its source, or use one it lists.`;
    },
    path: ["fine"],
  });

/** The summary stands in for the meta description unless `seo.description` is given: then it must fit one. */
const SEARCH_DESCRIPTION_MAX = 170;
const describedForSearch = (page: { summary: string; seo: { description?: string | undefined } }): boolean =>
  page.seo.description !== undefined || page.summary.length <= SEARCH_DESCRIPTION_MAX;
const describedForSearchError = {
  error: `The summary is longer than a search result shows (${SEARCH_DESCRIPTION_MAX} characters): add a shorter seo.description.`,
  path: ["seo", "description"],
};

/** Title and description for search engines and link previews, where they differ from the page's own. */
const seo = z
  .object({
    title: z.string().max(70).optional().describe("The <title>, at most 70 characters."),
    description: z
      .string()
      .min(50)
      .max(SEARCH_DESCRIPTION_MAX)
      .optional()
      .describe(`The meta description, 50 to ${SEARCH_DESCRIPTION_MAX} characters.`),
  })
  .default({})
  .describe("Optional overrides of the page's <title> and description.");

const faq = z
  .array(z.object({ question: z.string().endsWith("?"), answer: z.string().min(20) }))
  .min(3, { error: "A guide answers at least three questions." })
  .describe("Questions builders and compliance teams ask, each with a plain answer.");

export const regulationSchema = z
  .object({
    title: z.string().min(5).describe("The guide's H1, e.g. 'HIPAA for voice AI agents'."),
    summary: z.string().min(60).max(320).describe("Two lines under the title: what the rule demands of a voice agent."),
    laws: z.array(law).min(1).describe("The laws in src/content/laws.ts the guide is about; the first is its own."),
    lastReviewed: reviewDate.describe("The day the guide was last checked against its sources (YYYY-MM-DD)."),
    checked: checkedNote,
    takeaways: z.array(z.string()).min(3).max(6).describe("Key takeaways, one sentence each."),
    quickFacts: z
      .object({
        regulator: z.string().describe("Who enforces it."),
        citation: z.string().describe("Where the rule is: statute and regulation."),
        covers: z.string().describe("Who it applies to."),
        penalties: z.array(penalty).min(1).describe("The figures, from the law table."),
        privateRightOfAction: z.string().describe("Whether a person can sue, and for what."),
        inForce: z.string().describe("Since when, and dates still ahead."),
      })
      .describe("The quick-facts table."),
    checks: z
      .array(
        z.object({
          requirement: z.string(),
          check: z.string().describe("What Vigil's monitoring checks on calls."),
          evidence: z.string().describe("What is kept for an audit."),
        }),
      )
      .min(3)
      .describe("Requirement → what monitoring checks → what evidence is kept."),
    sampleWording: z
      .array(z.object({ label: z.string(), text: z.string() }))
      .min(2)
      .describe("Wording an agent can use: disclosures, consent, verification."),
    faq,
    related: z
      .object({
        regulations: z.array(z.enum(regulationSlugs)).default([]),
        industries: z.array(z.enum(industryIds)).default([]),
        states: z
          .boolean()
          .default(false)
          .describe("Whether state laws shape the rule: the guide then links to Laws by state."),
      })
      .describe("Other guides and industry pages to read next."),
    sources: z.array(source).min(3, { error: "A guide cites at least three primary sources." }),
    seo,
  })
  .refine(describedForSearch, describedForSearchError)
  .transform(pageText);

export const industrySchema = z
  .object({
    title: z.string().min(5).describe("The page's H1, e.g. 'Voice AI compliance in healthcare'."),
    summary: z.string().min(60).max(320).describe("Two lines under the title."),
    lastReviewed: reviewDate.describe("The day the page was last checked against its sources (YYYY-MM-DD)."),
    checked: checkedNote,
    regulations: z
      .array(z.enum(regulationSlugs))
      .min(1)
      .describe("The rules that apply, as regulation guide slugs, most important first."),
    failures: z
      .array(z.object({ title: z.string(), text: z.string(), regulation: z.enum(regulationSlugs) }))
      .min(3)
      .describe("Calls that go wrong in this industry, each with the guide that explains the rule."),
    faq,
    sources: z.array(source).min(2),
    seo,
  })
  .refine(describedForSearch, describedForSearchError)
  .transform(pageText);

export type RegulationGuide = z.infer<typeof regulationSchema>;
