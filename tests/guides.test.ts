// @vitest-environment node
/**
 * The guides' content, file by file: what the build's schema checks (src/guides/schema.ts), plus what only the text
 * can show. Every figure a guide states is one the law table lists; every link leaves only for an official source or
 * stays on the site; the MDX uses only the components the guide pages provide.
 */
import { describe, expect, it } from "vitest";
import { industrySlugs, regulationSlugs } from "#src/config/guides.ts";
import { industryIds } from "#src/content/industries.ts";
import { laws, registeredFigures, type LawCode } from "#src/content/laws.ts";
import { readGuideFiles } from "../scripts/lib/guide-files.ts";
import { industrySchema, regulationSchema } from "#src/guides/schema.ts";
import { isOfficialSource } from "#src/data/sources.ts";
import { guideComponents } from "#src/sections/guide/mdx-components.ts";

const regulations = readGuideFiles("regulations");
const industries = readGuideFiles("industries");
const everyGuide = [...regulations, ...industries];

/** Each amount of money a text states: "$1.5M", "€20M", "$2,500", "$5K". */
const amounts = (text: string) => text.match(/[$€£]\s?\d[\d,.]*(?:\s?(?:K|M|B|million|billion))?/g) ?? [];

describe("the guides", () => {
  it("are one file per regulation and per industry, no more, no fewer", () => {
    expect(regulations.map((guide) => guide.slug).sort()).toEqual([...regulationSlugs].sort());
    expect(industries.map((page) => page.slug).sort()).toEqual([...industrySlugs].sort());
  });

  it.each(regulations)("$slug (regulation guide) matches the regulation schema", ({ frontmatter }) => {
    const result = regulationSchema.safeParse(frontmatter);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(industries)("$slug (industry page) matches the industry schema", ({ frontmatter }) => {
    const result = industrySchema.safeParse(frontmatter);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    ).toEqual([]);
  });

  it.each(regulations)("$slug (regulation guide) cites at least three primary sources, dated", ({ frontmatter }) => {
    const guide = regulationSchema.parse(frontmatter);
    expect(guide.sources.filter((source) => isOfficialSource(source.url)).length).toBeGreaterThanOrEqual(3);
    expect(guide.lastReviewed.getTime()).not.toBeNaN();
  });

  it.each(everyGuide)("$slug states no figure the law table does not hold", ({ text }) => {
    for (const amount of amounts(text)) {
      expect(
        registeredFigures.some((figure) => figure.includes(amount.trim())),
        `${amount} is not in any figure of src/data/laws.json: register it there, with its source`,
      ).toBe(true);
    }
  });

  it.each(regulations)("$slug (regulation guide) gives its law's spec figures verbatim", ({ frontmatter }) => {
    const guide = regulationSchema.parse(frontmatter);
    const own = guide.laws[0] as LawCode;
    const stated = guide.quickFacts.penalties.filter((penalty) => penalty.law === own).map((penalty) => penalty.fine);
    // A law the spec gives no figure for has none to repeat.
    if (laws[own].fines.length > 0) expect(stated).toContain(laws[own].fines[0]);
  });

  it.each(everyGuide)("$slug links only to official sources or to the site's own pages", ({ body }) => {
    const targets = [...body.matchAll(/\]\(([^)\s]+)\)|href="([^"]+)"/g)].map((match) => match[1] ?? match[2]!);
    for (const target of targets) {
      expect(target.startsWith("/") || isOfficialSource(target), target).toBe(true);
    }
  });

  it.each(everyGuide)("$slug uses only the components the guide pages provide", ({ body }) => {
    const components = [...body.matchAll(/<([A-Z][A-Za-z]*)/g)].map((match) => match[1]);
    for (const name of components) expect(Object.keys(guideComponents)).toContain(name);
    for (const [, industry] of body.matchAll(/industry="([^"]+)"/g)) expect(industryIds).toContain(industry);
    expect(body).not.toMatch(/^import |^export /m);
  });

  it("asks for a search description when the summary is too long to stand in for one", () => {
    const hospitality = industries.find((page) => page.slug === "hospitality")!;
    const withoutSeo: Record<string, unknown> = { ...(hospitality.frontmatter as Record<string, unknown>) };
    delete withoutSeo.seo;
    const result = industrySchema.safeParse(withoutSeo);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["seo.description"]);
  });
});
