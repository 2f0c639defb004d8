/**
 * The guides' MDX files read as plain text, for what runs outside Astro: the content tests, and the build's and the
 * tests' notice of reviews falling due (review-dates.ts). Astro itself reads them through the collections
 * (src/content.config.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type GuideKind = "regulations" | "industries";

export interface GuideFile {
  /** The file name without `.mdx`: the page's last path segment. */
  slug: string;
  text: string;
  /** The frontmatter as YAML gives it, before the collection's schema checks it. */
  frontmatter: unknown;
  body: string;
}

export function readGuideFiles(kind: GuideKind): GuideFile[] {
  const directory = join("src/guides", kind);
  return readdirSync(directory)
    .filter((name) => name.endsWith(".mdx"))
    .sort()
    .map((name) => {
      const text = readFileSync(join(directory, name), "utf8");
      const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      if (frontmatter === undefined || body === undefined)
        throw new Error(`${kind}/${name}: the frontmatter must sit between two --- lines at the top`);
      return {
        slug: name.replace(/\.mdx$/, ""),
        text,
        frontmatter: parse(frontmatter) as unknown,
        body,
      };
    });
}
