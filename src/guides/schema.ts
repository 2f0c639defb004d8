/**
 * What a guide's frontmatter must hold: the schemas of the `regulations` and `industries` collections
 * (src/content.config.ts). Each field says what it is for, and a refinement says in an editor's words what is wrong,
 * so that adding a guide is adding one MDX file: `npm run build` names any field that is missing or malformed.
 */
import { z } from "astro/zod";
import { industryIds } from "~/content/industries";
import { fineIsListed, lawCodes } from "~/content/laws";
import { regulationSlugs } from "~/config/guides";
import { typeset } from "./typeset";

/** Where a source may be: the legislators, regulators and standards bodies themselves. */
const OFFICIAL_DOMAINS = [
  "ecfr.gov",
  "federalregister.gov",
  "govinfo.gov",
  "uscode.house.gov",
  "congress.gov",
  "hhs.gov",
  "ftc.gov",
  "fcc.gov",
  "ed.gov",
  "occ.gov",
  "fdic.gov",
  "federalreserve.gov",
  "consumerfinance.gov",
  "eur-lex.europa.eu",
  "edpb.europa.eu",
  "europa.eu",
  "pcisecuritystandards.org",
  "leginfo.legislature.ca.gov",
  "cppa.ca.gov",
  "oag.ca.gov",
  "le.utah.gov",
  "supremecourt.gov",
  "ncua.gov",
  "sec.gov",
  "whitehouse.gov",
  "leg.state.nv.us",
  "revisor.mn.gov",
  "legislature.maine.gov",
  "legislature.mi.gov",
  "legislation.gov.uk",
  "ico.org.uk",
] as const;

/** Whether `url` is an https address on one of the official domains (or a subdomain of one). */
export function isOfficialSource(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      protocol === "https:" && OFFICIAL_DOMAINS.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`))
    );
  } catch {
    return false;
  }
}

const law = z.enum(lawCodes).describe("A law's code in src/content/laws.ts, e.g. HIPAA.");

const source = z
  .object({
    title: z.string().min(3).describe("What the source is, as its publisher names it."),
    url: z
      .url()
      .refine(isOfficialSource, {
        error: `A source must be the primary text, on an official domain: ${OFFICIAL_DOMAINS.join(", ")}.`,
      })
      .describe("Where to read it: the legislator's, regulator's or standards body's own page."),
  })
  .describe("A primary source the guide relies on.");

/** A figure the guide states: it must be one the law table lists, the spec's or the current one. */
const penalty = z
  .object({
    law,
    fine: z.string().describe("The figure, word for word as src/content/laws.ts lists it."),
    note: z.string().optional().describe("What the figure is: who imposes it, per what, since when."),
  })
  .refine(({ law: code, fine }) => fineIsListed(code, fine), {
    error: (issue) =>
      `"${String((issue.input as { fine?: unknown }).fine)}" is not a figure src/content/laws.ts lists for this law: add it there, with its source, or use one it lists.`,
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

/** Every string a page shows, typeset (curly quotes, dashes); web addresses stay exactly as written. */
function typesetText<T>(value: T, key?: string): T {
  if (typeof value === "string") return (key === "url" ? value : typeset(value)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetText(item)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, typesetText(item, name)])) as T;
  }
  return value;
}

export const regulationSchema = z
  .object({
    title: z.string().min(5).describe("The guide's H1, e.g. 'HIPAA for voice AI agents'."),
    summary: z.string().min(60).max(320).describe("Two lines under the title: what the rule demands of a voice agent."),
    laws: z.array(law).min(1).describe("The laws in src/content/laws.ts the guide is about; the first is its own."),
    lastReviewed: z.coerce.date().describe("The day the guide was last checked against its sources (YYYY-MM-DD)."),
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
      })
      .describe("Other guides and industry pages to read next."),
    sources: z.array(source).min(3, { error: "A guide cites at least three primary sources." }),
    seo,
  })
  .refine(describedForSearch, describedForSearchError)
  .transform((guide) => typesetText(guide));

export const industrySchema = z
  .object({
    title: z.string().min(5).describe("The page's H1, e.g. 'Voice AI compliance in healthcare'."),
    summary: z.string().min(60).max(320).describe("Two lines under the title."),
    lastReviewed: z.coerce.date().describe("The day the page was last checked against its sources (YYYY-MM-DD)."),
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
  .transform((page) => typesetText(page));

export type RegulationGuide = z.infer<typeof regulationSchema>;
