/**
 * What a change entry holds (src/guides/changes/<date>-<slug>.md): one dated change in a rule the guides cover, or a
 * correction of ours, with its primary source and the guides it touches. The `changes` collection
 * (src/content.config.ts) feeds each guide's "What changed", the /changes page and its RSS feed.
 */
import { z } from "astro/zod";
import { industryIds } from "#src/content/industries.ts";
import { regulationSlugs } from "#src/config/guides.ts";
import { source } from "#src/data/sources.ts";
import { pageText } from "./page-text.ts";

const changeKinds = ["rule", "correction"] as const;

export const changeSchema = z
  .object({
    date: z.coerce.date().describe("The day the change was published or took effect (the text says which)."),
    title: z.string().min(10).max(120).describe("What changed, as a headline: 'HHS adjusts HIPAA penalties for 2026'."),
    kind: z
      .enum(changeKinds)
      .describe("'rule': a change in the law or its official reading; 'correction': a fix of our own page."),
    source: source.describe("The primary source of the change: the order, the rule, the statute, the official notice."),
    regulations: z
      .array(
        z.enum(regulationSlugs, {
          error: (issue) =>
            `"${String(issue.input)}" is not a regulation guide: use one of ${regulationSlugs.join(", ")}.`,
        }),
      )
      .default([])
      .describe("The regulation guides the change touches: it is listed under their 'What changed'."),
    industries: z.array(z.enum(industryIds)).default([]).describe("Industry pages the change touches, if any."),
  })
  .refine((change) => change.regulations.length + change.industries.length > 0, {
    error: "A change names at least one regulation guide or industry page it touches.",
    path: ["regulations"],
  })
  .transform(pageText);
