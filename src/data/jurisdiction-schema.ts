/**
 * What an entry of the jurisdiction registry (src/data/jurisdictions.json) holds: a place a voice agent's call can
 * reach (a US state, DC, the EU/EEA, the UK) and the obligations a call meets there, each with its provision, its
 * official source, how that source was read, and the dates it applies between. Read and checked once by
 * src/content/jurisdictions.ts; /states shows it, and the checker will read it (a later issue).
 */
import { z } from "astro/zod";
import { overdueReview, reviewIsCurrent } from "#src/lib/dates.ts";
import { obligationKinds, type ObligationKind } from "#check/types.ts";
import { source } from "./sources.ts";

// The kinds of obligation are the checker's: its rules read the registry by them.
export { obligationKinds, type ObligationKind };

const day = z.iso.date();

const verification = z
  .object({
    level: z
      .enum(["official", "verbatim-copy", "secondary"])
      .describe(
        "How the text was read: on the official site; in a third-party copy of the statute's own words; or only in commentary (the page then says it is reported, not read).",
      ),
    readAt: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe("Where it was read, when that is not the source itself."),
    quote: z.string().min(10).max(600).optional().describe("The operative words as read, for an editor to check."),
  })
  .describe("How the obligation was checked at its source.");

const obligationSchema = z
  .object({
    kind: z.enum(obligationKinds).describe("What the obligation is about."),
    summary: z.string().min(20).max(500).describe("What it requires, in a line or two a developer understands."),
    consent: z
      .enum(["one-party", "all-party", "unsettled"])
      .optional()
      .describe("For a US recording rule: whose consent a recorded phone call needs under this provision."),
    callingWindow: z.string().min(3).optional().describe("For a telemarketing rule: the hours it allows, as set."),
    citation: z.string().min(3).describe("The provision as the jurisdiction cites it."),
    source: source.describe(
      "The provision's official text: the legislature's, the code's or the regulator's own site.",
    ),
    verification,
    appliesFrom: day.optional().describe("The day the rule as stated applies from, where known."),
    until: day.optional().describe("The day it lapses or is repealed, where set."),
    transition: z
      .object({
        covers: z
          .string()
          .min(5)
          .describe("Whom the transition covers, as a subject within a sentence: 'providers of systems placed on …'."),
        purpose: z
          .string()
          .min(10)
          .optional()
          .describe("What they have until then for: 'to comply with …', 'before they must treat …'."),
        until: day.describe("The last day of the transition: from the next day the rule binds them too."),
        provision: z.string().min(3).describe("The provision that grants it: 'Art. 111(4)'."),
      })
      .optional()
      .describe("A period of grace for some of those the rule binds: pages word it from its day, at build."),
    enforcedBy: z.string().min(3).describe("Who may enforce it."),
    privateRight: z.string().min(3).describe("Whether a person may sue, with the statutory damages: or 'none'."),
    unsettled: z
      .string()
      .min(20)
      .optional()
      .describe("Where courts or texts read it two ways: both readings, each with its source."),
    forVoiceAgent: z.string().min(20).describe("What it means for an AI voice agent on a call."),
    notes: z.string().optional().describe("For editors: what the check read, what it could not."),
  })
  .refine((obligation) => obligation.consent === undefined || obligation.kind === "call-recording-consent", {
    error: "Only a recording rule says whose consent it needs.",
    path: ["consent"],
  })
  .refine((obligation) => !obligation.until || !obligation.appliesFrom || obligation.appliesFrom < obligation.until, {
    error: "A rule lapses after the day it applies from.",
    path: ["until"],
  })
  .describe("One obligation a call meets in the jurisdiction.");

export const jurisdictionSchema = z
  .object({
    name: z.string().min(2).describe("As the page names it: 'California', 'EU/EEA'."),
    kind: z
      .enum(["us-federal", "us-state", "us-district", "eu", "country"])
      .describe("Which map or list it belongs to: the federal layer applies in every state and DC besides their own."),
    reviewed: day
      .refine((reviewed) => reviewIsCurrent(new Date(reviewed)), {
        error: (issue) => overdueReview(new Date(String(issue.input))),
      })
      .describe(
        "The day its obligations were last checked at their sources: the build warns 60 days before the year is up.",
      ),
    obligations: z.array(obligationSchema).describe("What a call there meets, in force or dated."),
    notFound: z
      .array(z.object({ kind: z.enum(obligationKinds), note: z.string().min(10) }))
      .default([])
      .describe("Kinds searched with nothing in force found, with what is pending."),
  })
  .refine(
    (jurisdiction) =>
      !jurisdiction.kind.startsWith("us") ||
      (jurisdiction.obligations.some((obligation) => obligation.kind === "call-recording-consent") &&
        jurisdiction.obligations.every(
          (obligation) => obligation.kind !== "call-recording-consent" || obligation.consent !== undefined,
        )),
    {
      error:
        "A US jurisdiction states its rule for recording a phone call, and whose consent each recording rule needs.",
      path: ["obligations"],
    },
  )
  .describe("A place a call can reach, and what a call there meets.");

export type Obligation = z.infer<typeof obligationSchema>;
export type JurisdictionEntry = z.infer<typeof jurisdictionSchema>;
