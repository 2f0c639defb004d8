/**
 * The site's content collections: the law and industry registries (src/data/), one MDX file per regulation guide and per
 * industry page (src/guides/), the dated record of what changed (src/guides/changes/), and the legal documents
 * (src/documents/: the privacy policy and the security page). The guides name their laws by the registry's codes, and
 * the build checks every entry against its schema, naming the entry and the field.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { industryEntrySchema } from "#src/data/industry-schema.ts";
import { lawSchema } from "#src/data/law-schema.ts";
import { documentSchema } from "#src/documents/schema.ts";
import { changeSchema } from "#src/guides/change-schema.ts";
import { industrySchema, regulationSchema } from "#src/guides/schema.ts";

export const collections = {
  laws: defineCollection({
    loader: file("src/data/laws.json"),
    schema: lawSchema,
  }),
  demoIndustries: defineCollection({
    loader: file("src/data/industries.json"),
    schema: industryEntrySchema,
  }),
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
