/**
 * The site's content collections: one MDX file per regulation guide and per industry page (src/guides/), the dated
 * record of what changed (src/guides/changes/), and the legal documents (src/documents/: the privacy policy and the
 * security page). The guides name their laws by the registry's codes, and the build checks every entry against its
 * schema, naming the entry and the field. The registries (src/data/*.json) are not collections: the Tailwind plugin,
 * the build's Node steps and the call checker read them outside Astro, through one module each (src/content/laws.ts,
 * industries.ts), which the pages import too.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { documentSchema } from "#src/documents/schema.ts";
import { changeSchema } from "#src/guides/change-schema.ts";
import { industrySchema, regulationSchema } from "#src/guides/schema.ts";

export const collections = {
  regulations: defineCollection({
    loader: glob({ pattern: "*.mdx", base: "./src/guides/regulations" }),
    schema: regulationSchema,
  }),
  industries: defineCollection({
    loader: glob({ pattern: "*.mdx", base: "./src/guides/industries" }),
    schema: industrySchema,
  }),
  changes: defineCollection({
    loader: glob({ pattern: "*.md", base: "./src/guides/changes" }),
    schema: changeSchema,
  }),
  documents: defineCollection({
    loader: glob({ pattern: "*.mdx", base: "./src/documents" }),
    schema: documentSchema,
  }),
};
