/**
 * The site's content collections: one MDX file per regulation guide and per industry page (src/guides/). Their
 * frontmatter is checked by the schemas in src/guides/schema.ts when the site builds.
 */
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { industrySchema, regulationSchema } from "./guides/schema";

export const collections = {
  regulations: defineCollection({
    loader: glob({ pattern: "*.mdx", base: "./src/guides/regulations" }),
    schema: regulationSchema,
  }),
  industries: defineCollection({
    loader: glob({ pattern: "*.mdx", base: "./src/guides/industries" }),
    schema: industrySchema,
  }),
};
