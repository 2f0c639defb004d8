// @vitest-environment node
/**
 * The RSS feed of /changes, as its endpoint writes it from the real entries: one item per entry, newest first, each
 * linking to that entry's anchor on /changes (the page gives each entry its id; e2e/changes.spec.ts follows the links
 * in the build). The content layer does not run under Vitest, so the collection is read here from its files and
 * checked by its own schema.
 */
import type { APIContext } from "astro";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { changeSchema } from "#src/guides/change-schema.ts";

const DIRECTORY = "src/guides/changes";
const entries = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const [, frontmatter = "", body = ""] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(DIRECTORY, name), "utf8")) ?? [];
    return { id: name.replace(/\.md$/, ""), data: changeSchema.parse(parse(frontmatter)), body };
  });

vi.mock("astro:content", () => ({ getCollection: () => Promise.resolve(entries) }));
const { GET } = await import("#src/pages/changes.xml.ts");

const SITE = "https://vigil.test";

async function feedItems(): Promise<{ link: string; pubDate: string }[]> {
  const response = await GET({ site: new URL(SITE) } as APIContext);
  const xml = await response.text();
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item = ""]) => ({
    link: /<link>([\s\S]*?)<\/link>/.exec(item)?.[1] ?? "",
    pubDate: /<pubDate>([\s\S]*?)<\/pubDate>/.exec(item)?.[1] ?? "",
  }));
}

describe("the changes feed", () => {
  it("has one item per entry, each linking to the entry's own anchor on /changes", async () => {
    expect(entries.length).toBeGreaterThan(5);
    const items = await feedItems();
    expect(items.map((item) => item.link).sort()).toEqual(entries.map((entry) => `${SITE}/changes#${entry.id}`).sort());
  });

  it("lists the newest first", async () => {
    const dates = (await feedItems()).map((item) => new Date(item.pubDate).getTime());
    expect(dates).toHaveLength(entries.length);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});
