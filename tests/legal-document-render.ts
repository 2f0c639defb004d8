/**
 * Renders /privacy's and /security's document for any configuration, as the pages do at build: the MDX through
 * the same Astro component, its React components through the React renderer (Astro's container API). What the
 * tests read is what a reader sees: the text, block by block, the sections' anchors and the date.
 *
 * A test file that uses it runs in Vitest's node environment (`// @vitest-environment node`): Astro renders its
 * components on the server only.
 */
import mdxRenderer from "@astrojs/mdx/server.js";
import reactRenderer from "@astrojs/react/server.js";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { Window } from "happy-dom";
import { parseSiteConfig } from "#src/config/env-schema.ts";
import { documentFacts } from "#src/content/document-facts.ts";
import * as privacy from "#src/documents/privacy.mdx";
import { documentSchema } from "#src/documents/schema.ts";
import * as security from "#src/documents/security.mdx";
import LegalDocument from "#src/sections/document/legal-document.astro";

export const BUILD_DATE = new Date("2026-11-23T10:00:00Z");

const modules = { privacy, security };

export interface RenderedDocument {
  html: string;
  /** Everything a reader sees, one block (heading, paragraph, list item, table cell, caption) a line. */
  text: string;
  blocks: string[];
  /** The sections' anchors, in order. */
  sectionIds: string[];
  /** The "last updated" line and its machine-readable date. */
  lastUpdated: { iso: string; label: string };
}

const BLOCKS = "h1, h2, h3, p, li:not(:has(p, h3)), caption, th, td";

export async function renderDocument(
  name: keyof typeof modules,
  env: Record<string, string> = {},
): Promise<RenderedDocument> {
  const container = await AstroContainer.create();
  // As astro.config.ts registers them: MDX's own components first, then React's.
  container.addServerRenderer({ name: "astro:jsx", renderer: mdxRenderer });
  container.addServerRenderer({ name: "@astrojs/react", renderer: reactRenderer });
  const { frontmatter, Content } = modules[name];
  const html = await container.renderToString(LegalDocument, {
    props: {
      document: documentSchema.parse(frontmatter),
      Content,
      facts: documentFacts(parseSiteConfig(env, BUILD_DATE)),
    },
  });
  const page = new new Window().DOMParser().parseFromString(html, "text/html");
  const blocks = [...page.querySelectorAll(BLOCKS)].map((block) => block.textContent.replace(/\s+/g, " ").trim());
  const time = page.querySelector("time");
  return {
    html,
    text: blocks.join("\n"),
    blocks,
    sectionIds: [...page.querySelectorAll("section[id]")].map((section) => section.id),
    lastUpdated: { iso: time?.getAttribute("datetime") ?? "", label: time?.textContent ?? "" },
  };
}
