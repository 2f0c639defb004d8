// @vitest-environment node
/**
 * The registries' schemas, case by case: each bad entry an editor might write is refused with the message they would
 * read (src/data/law-schema.ts, src/guides/schema.ts, src/guides/change-schema.ts). And the library is current:
 * no law's figures and no guide go unchecked for more than a year.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { laws, lawCodes } from "#src/content/laws.ts";
import { lawSchema } from "#src/data/law-schema.ts";
import { changeSchema } from "#src/guides/change-schema.ts";
import { readGuideFiles } from "../scripts/lib/guide-files.ts";
import { industrySchema, regulationSchema } from "#src/guides/schema.ts";
import { REVIEW_INTERVAL_MONTHS, reviewIsCurrent } from "#src/lib/dates.ts";
import { reviewDates, reviewNotices } from "../scripts/lib/review-dates.ts";

type Entry = Record<string, unknown>;

/** The messages a schema gives for `entry`, each with the field it names; none when it passes. */
function problems(schema: { safeParse: (value: unknown) => unknown }, entry: unknown): string[] {
  const result = schema.safeParse(entry) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

const frontmatterOf = (kind: "regulations" | "industries", slug: string): Entry => {
  const file = readGuideFiles(kind).find((guide) => guide.slug === slug);
  if (!file) throw new Error(`no ${kind}/${slug}.mdx`);
  return structuredClone(file.frontmatter) as Entry;
};

/** A copy of a real guide with one change made to it. */
function guideWith(change: (guide: Entry & { quickFacts: { penalties: Entry[] } }) => void): Entry {
  const guide = frontmatterOf("regulations", "coppa") as Entry & { quickFacts: { penalties: Entry[] } };
  change(guide);
  return guide;
}

const daysAgo = (days: number): string => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("a regulation guide's frontmatter", () => {
  it("passes as written (the cases below each break one thing)", () => {
    expect(
      problems(
        regulationSchema,
        guideWith(() => {}),
      ),
    ).toEqual([]);
  });

  it.each<[string, (guide: Entry & { quickFacts: { penalties: Entry[] } }) => void, string]>([
    [
      "a penalty quoting another law's figure",
      (guide) => (guide.quickFacts.penalties[0]!.fine = "up to $1.5M per year"),
      'quickFacts.penalties.0.fine: "up to $1.5M per year" is not a figure src/data/laws.json lists for COPPA: add it there, with its source, or use one it lists.',
    ],
    [
      "an http source",
      (guide) => ((guide.sources as Entry[])[0]!.url = "http://www.ecfr.gov/current/title-16/part-312"),
      "sources.0.url: A source must be the primary text, on an official domain:",
    ],
    [
      "a source off the official domains",
      (guide) => ((guide.sources as Entry[])[0]!.url = "https://www.law.cornell.edu/cfr/text/16/312.5"),
      "sources.0.url: A source must be the primary text, on an official domain:",
    ],
    [
      "fewer than three FAQs",
      (guide) => (guide.faq = (guide.faq as unknown[]).slice(0, 2)),
      "faq: A guide answers at least three questions.",
    ],
    [
      "an unknown law reference",
      (guide) => (guide.laws = ["COPA"]),
      `laws.0: "COPA" is not a law in src/data/laws.json: add its entry there first, or use one of ${lawCodes.join(", ")}.`,
    ],
    [
      "a review date over a year old",
      (guide) => (guide.lastReviewed = daysAgo(400)),
      `lastReviewed: Last reviewed on ${daysAgo(400)}, more than ${REVIEW_INTERVAL_MONTHS} months ago: check it against its sources again and set the new date.`,
    ],
    [
      "no note of what the review checked",
      (guide) => delete guide.checked,
      "checked: Invalid input: expected string, received undefined",
    ],
  ])("is refused with %s", (_, change, message) => {
    const found = problems(regulationSchema, guideWith(change));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it("is refused, on an industry page, with a rule that has no guide", () => {
    const page = frontmatterOf("industries", "healthcare");
    page.regulations = ["hipaa", "hippa"];
    expect(problems(industrySchema, page)).toEqual([expect.stringMatching(/^regulations\.1: /)]);
  });
});

const hipaa = (): Entry => structuredClone(laws.HIPAA);
const withCurrent = (current: Entry): Entry => ({ ...hipaa(), current });
const adjusted = {
  figure: "up to $2,190,294 per year",
  asOf: "2026-01-28",
  what: "The calendar-year cap for identical violations, as adjusted for inflation.",
  source: { title: "91 FR 3665", url: "https://www.federalregister.gov/d/2026-01688" },
};

describe("a law registry entry", () => {
  it("passes as written, with or without a current figure", () => {
    expect(problems(lawSchema, hipaa())).toEqual([]);
    expect(problems(lawSchema, withCurrent(adjusted))).toEqual([]);
  });

  it.each<[string, Entry, string]>([
    ["a current figure without its as-of date", withCurrent({ ...adjusted, asOf: undefined }), "current.asOf: "],
    ["an as-of date that is not a date", withCurrent({ ...adjusted, asOf: "January 2026" }), "current.asOf: "],
    [
      "an http source for its current figure",
      withCurrent({ ...adjusted, source: { title: "91 FR 3665", url: "http://www.federalregister.gov/d/2026-01688" } }),
      "current.source.url: ",
    ],
    [
      "a secondary copy as the source of its current figure",
      withCurrent({ ...adjusted, source: { title: "A law firm's alert", url: "https://www.example-law.com/hipaa" } }),
      "current.source.url: A source must be the primary text, on an official domain:",
    ],
    ["a guide that is not a slug", { ...hipaa(), guide: "HIPAA guide" }, "guide: "],
    ["no review date", { ...hipaa(), reviewed: undefined }, "reviewed: "],
  ])("is refused with %s", (_, entry, field) => {
    const found = problems(lawSchema, entry);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${field.replaceAll(".", "\\.")}`));
  });
});

const change: Entry = {
  date: "2026-01-28",
  title: "HHS adjusts HIPAA penalties for 2026",
  kind: "rule",
  source: { title: "91 FR 3665", url: "https://www.federalregister.gov/d/2026-01688" },
  regulations: ["hipaa"],
};

describe("a change entry", () => {
  it("passes as written", () => {
    expect(problems(changeSchema, change)).toEqual([]);
  });

  it.each<[string, Entry, string]>([
    [
      "a guide that does not exist",
      { ...change, regulations: ["hippa"] },
      'regulations.0: "hippa" is not a regulation guide: use one of',
    ],
    [
      "no guide at all",
      { ...change, regulations: [] },
      "regulations: A change names at least one regulation guide or industry page it touches.",
    ],
    [
      "a secondary source",
      { ...change, source: { title: "A law firm's alert", url: "https://www.example-law.com/alert" } },
      "source.url: A source must be the primary text, on an official domain:",
    ],
    ["an unknown kind", { ...change, kind: "news" }, "kind: "],
  ])("is refused with %s", (_, entry, message) => {
    const found = problems(changeSchema, entry);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });
});

describe("the library is current", () => {
  it("refuses a review of exactly twelve months and a day ago, and accepts one of yesterday", () => {
    const today = new Date("2026-11-25T00:00:00Z");
    expect(reviewIsCurrent(new Date("2025-11-25T00:00:00Z"), today)).toBe(true);
    expect(reviewIsCurrent(new Date("2025-11-24T00:00:00Z"), today)).toBe(false);
    expect(reviewIsCurrent(new Date("2026-11-24T00:00:00Z"), today)).toBe(true);
  });

  it("names each review due within 60 days, soonest first, and says which are overdue", () => {
    const dates = [
      { where: "a.mdx, lastReviewed", reviewed: new Date("2026-01-10T00:00:00Z") },
      { where: "laws.json, X.reviewed", reviewed: new Date("2025-12-01T00:00:00Z") },
      { where: "b.mdx, lastReviewed", reviewed: new Date("2026-11-25T00:00:00Z") },
    ];
    expect(reviewNotices(dates, new Date("2026-12-02T00:00:00Z"))).toEqual([
      "laws.json, X.reviewed: the review of 2025-12-01 was due on 2026-12-01: overdue; check it against its sources again and set the new date",
      "a.mdx, lastReviewed: the review of 2026-01-10 falls due on 2027-01-10, in 39 days; check it against its sources again and set the new date",
    ]);
    // 60 days ahead is the first notice; 61 days ahead, none yet.
    expect(reviewNotices(dates, new Date("2026-11-11T00:00:00Z"))).toEqual([
      expect.stringContaining("X.reviewed: the review of 2025-12-01 falls due on 2026-12-01, in 20 days"),
      expect.stringContaining("a.mdx, lastReviewed: the review of 2026-01-10 falls due on 2027-01-10, in 60 days"),
    ]);
    expect(reviewNotices(dates, new Date("2026-11-10T00:00:00Z"))).toEqual([
      expect.stringContaining("X.reviewed: the review of 2025-12-01 falls due on 2026-12-01, in 21 days"),
    ]);
    expect(reviewNotices(dates, new Date("2026-10-01T00:00:00Z"))).toEqual([]);
  });

  it("has every law's figures and every guide reviewed within the year, and warns of those due within 60 days", () => {
    const dates = reviewDates();
    expect(dates.length).toBe(
      lawCodes.length + readGuideFiles("regulations").length + readGuideFiles("industries").length,
    );
    const notices = reviewNotices(dates);
    for (const notice of notices) console.warn(`warning: ${notice}`);
    expect(notices.filter((notice) => notice.includes("overdue"))).toEqual([]);
  });

  it("stops the build at a law whose figures are overdue, as at a guide", () => {
    const found = problems(lawSchema, { ...hipaa(), reviewed: "2025-11-01" });
    expect(found).toEqual([expect.stringMatching(/^reviewed: Last reviewed on 2025-11-01, more than 12 months ago/)]);
  });
});

describe("the registries' text", () => {
  it.each(["src/data/laws.json", "src/data/industries.json"])(
    "%s uses typographic apostrophes, as the pages it fills do",
    (file) => {
      // Unlike the guides' frontmatter, the registries are shown as written: nothing typesets them.
      const straight = [...readFileSync(file, "utf8").matchAll(/"[^"\n]*\w'\w[^"\n]*"/g)].map((match) => match[0]);
      expect(straight).toEqual([]);
    },
  );
});
