// @vitest-environment node
/**
 * Wording tied to a day is computed at build, so it cannot go stale: the registry's transition is worded "have until"
 * up to its last day and "had until" after it; a guide that writes such a phrase by hand is refused (it would be
 * wrong some day nobody rebuilds it), and the check the built pages pass (e2e/dated-wording.spec.ts) finds a stale one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { datedPhrases, staleDatedWording } from "../scripts/lib/dated-wording.ts";
import { expandReferences, transitionText } from "#src/content/registry-references.ts";

const ART_50_2 = { code: "EU", kind: "ai-disclosure", cite: "Art. 50(2)" };

describe("a transition, worded from its day", () => {
  test("runs up to and on its last day, and is past from the next", () => {
    expect(transitionText(ART_50_2, "2026-12-01")).toBe(
      "providers of systems placed on the market before 2 August 2026 have until 2 December 2026 (Art. 111(4))",
    );
    expect(transitionText(ART_50_2, "2026-12-02")).toContain("have until 2 December 2026");
    expect(transitionText(ART_50_2, "2026-12-03")).toContain("had until 2 December 2026");
  });

  test("a US rule's day as US texts write it", () => {
    const waiver = { code: "US", kind: "telemarketing", cite: "64.1200(a)(10)" };
    expect(transitionText(waiver, "2027-01-31")).toMatch(/^callers have until January 31, 2027 before they must /);
    expect(transitionText(waiver, "2027-02-01")).toMatch(/^callers had until January 31, 2027 /);
  });

  test("in a guide's text, as of the build's day", () => {
    const text = "For Art. 50(2), {{transition:EU:ai-disclosure:Art. 50(2)}}.";
    expect(expandReferences(text, "2027-01-10")).toBe(
      "For Art. 50(2), providers of systems placed on the market before 2 August 2026 had until 2 December 2026 (Art. 111(4)).",
    );
    expect(staleDatedWording(expandReferences(text, "2027-01-10"), "2027-01-10")).toEqual([]);
  });
});

describe("stale wording in a page's text", () => {
  test("a period said to run after it ended", () => {
    const text = "Systems already on the market have until 2 December 2026 (Art. 111(4)).";
    expect(staleDatedWording(text, "2026-12-02")).toEqual([]);
    expect(staleDatedWording(text, "2026-12-03")).toEqual(["have until 2 December 2026"]);
    expect(staleDatedWording("The waiver remains in effect until January 31, 2027.", "2027-02-01")).toHaveLength(1);
  });

  test("a start said to be ahead once it has come", () => {
    expect(staleDatedWording("The rule will apply from 1 Jan. 2027.", "2026-12-31")).toEqual([]);
    expect(staleDatedWording("The rule will apply from 1 Jan. 2027.", "2027-01-01")).toHaveLength(1);
  });

  test("past tense and plain dates are not stale", () => {
    const text = "Providers had until 2 December 2026. Art. 50 applies from 2 August 2026; lapsed on 1 July 2025.";
    expect(staleDatedWording(text, "2030-01-01")).toEqual([]);
  });
});

/** The guides' and change entries' sources. */
const guideSources = (directory: string): string[] =>
  readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => join(directory, file));

test("no guide or change entry words a day's period by hand: it takes it from the registry", () => {
  const written = guideSources("src/guides").flatMap((file) =>
    datedPhrases(readFileSync(file, "utf8")).map(({ phrase }) => `${file}: "${phrase}"`),
  );
  expect(written, "use {{transition:…}} or <Transition> (src/content/registry-references.ts)").toEqual([]);
});
