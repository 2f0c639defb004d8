import { readFileSync } from "node:fs";
// @vitest-environment node
// The legal documents render through Astro's container, on the server (legal-document-render.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { consentCopy, privacyChoicesCopy } from "#src/content/consent-copy.ts";
import { demoSection } from "#src/content/demo.ts";
import { footer } from "#src/content/footer.ts";
import { industries } from "#src/content/industries.ts";
import * as landing from "#src/content/landing.ts";
import { lawCodes, laws } from "#src/content/laws.ts";
import * as pages from "#src/content/pages.ts";
import * as problems from "#src/content/problems.ts";
import { problemCards } from "#src/content/problems.ts";
import * as returns from "#src/content/returns.ts";
import { metrics } from "#src/content/returns.ts";
import { scenarios } from "#src/content/scenarios.ts";
import { site } from "#src/content/site.ts";
import * as stepsModule from "#src/content/steps.ts";
import { steps } from "#src/content/steps.ts";
import { renderDocument } from "./legal-document-render.ts";

/** Every string inside a value, for the "no empty field" check. */
function strings(value: unknown, path = "content"): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object" && !("$$typeof" in value) && !("render" in value)) {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe("law table", () => {
  // Spec section 9, verbatim.
  const specFines: [string, string][] = [
    ["HIPAA", "up to $1.5M per year"],
    ["GDPR", "up to €20M or 4% of revenue"],
    ["PCI DSS", "$5K–$100K per month"],
    ["PCI DSS", "$50K per month"],
    ["PCI DSS", "$100K per month"],
    ["GLBA", "up to $100K per violation"],
    ["TCPA", "$500–$1,500 per call"],
    ["CCPA", "$2,500–$7,500 per incident"],
    ["FERPA", "up to $100K"],
    ["COPPA", "up to $43,280 per violation"],
  ];

  it.each(specFines)("lists %s: %s", (law, fine) => {
    expect((laws as Record<string, { fines: readonly string[] }>)[law]?.fines).toContain(fine);
  });

  it("has a full name for every law", () => {
    for (const code of lawCodes) expect(laws[code].name.length).toBeGreaterThan(10);
  });
});

describe("industry scenarios", () => {
  it("begin with the spec's seven industries, in order, one scenario each", () => {
    expect(Object.keys(scenarios)).toEqual(industries.map((industry) => industry.id));
    expect(industries.slice(0, 7).map((industry) => industry.id)).toEqual([
      "healthcare",
      "finance",
      "retail",
      "callcenter",
      "education",
      "government",
      "hospitality",
    ]);
  });

  it("cite only fines the law table lists for that law", () => {
    for (const [id, scenario] of Object.entries(scenarios)) {
      expect(scenario.violations.length, id).toBeGreaterThan(0);
      for (const violation of scenario.violations) {
        expect(laws[violation.law].fines as readonly string[], `${id} ${violation.law}`).toContain(violation.fine);
      }
    }
  });

  it("cite every law and every PCI DSS figure at least once", () => {
    const cited = Object.values(scenarios).flatMap((scenario) => scenario.violations);
    // The AI Act is in the table for its guide (/regulations/ai-disclosure); the demo's calls cite the spec's laws.
    // A law the guides cite without a figure of the spec's (California's recording law) has none to show.
    const demoLaws = lawCodes.filter((code) => code !== "EU AI Act" && laws[code].fines.length > 0);
    expect(new Set(cited.map((violation) => violation.law))).toEqual(new Set(demoLaws));
    const pciFines = new Set(
      cited.filter((violation) => violation.law === "PCI DSS").map((violation) => violation.fine),
    );
    expect(pciFines).toEqual(new Set(laws["PCI DSS"].fines));
  });

  it("differ between the unsafe and the safe answer", () => {
    for (const scenario of Object.values(scenarios)) {
      expect(scenario.mitigatedResponse).not.toBe(scenario.response);
    }
  });

  it("cite, for every violation, a provision of that violation's own law", () => {
    for (const [id, scenario] of Object.entries(scenarios)) {
      for (const { law, citation } of scenario.violations) {
        const prefixes = laws[law].citationPrefixes;
        expect(citation.trim(), `${id} ${law}`).not.toBe("");
        expect(
          prefixes.some((prefix) => citation.startsWith(prefix)),
          `${id} ${law}: "${citation}" starts with none of ${prefixes.join(" | ")} (src/data/laws.json)`,
        ).toBe(true);
      }
    }
  });

  it("never cite 164.514(h) for a disclosure to family, which 164.510(b) governs", () => {
    const healthcare = scenarios.healthcare.violations.map(({ citation }) => citation).join(" ");
    expect(healthcare).not.toContain("164.514(h)");
    expect(healthcare).toContain("164.510(b)");
  });

  it("never say a call without consent ended with no violation", () => {
    // An AI-voice call made without consent breaks the TCPA when it is placed: no answer on the call undoes it.
    const outcome = scenarios.callcenter.mitigatedExposure ?? "";
    expect(outcome).toMatch(/calls made earlier without consent/);
    expect(Object.values(scenarios).map((s) => s.mitigatedExposure ?? "")).not.toContainEqual(
      expect.stringMatching(/no violation occurred/i),
    );
  });

  it("pin each GDPR figure only on provisions its tier covers", () => {
    // Art. 83(5): principles and lawful basis (5, 6, 7, 9), data subjects' rights (12–22), transfers (44–49).
    const upperTier = (article: number) =>
      [5, 6, 7, 9].includes(article) || (article >= 12 && article <= 22) || (article >= 44 && article <= 49);
    // Art. 83(4)(a): the obligations of controllers and processors under Arts. 8, 11, 25–39, 42 and 43.
    const lowerTier = (article: number) => [8, 11, 42, 43].includes(article) || (article >= 25 && article <= 39);
    const [upper, lower] = laws.GDPR.fines;
    expect(upperTier(32)).toBe(false);
    expect(lowerTier(32)).toBe(true);
    for (const scenario of Object.values(scenarios)) {
      for (const { fine, citation } of scenario.violations.filter(({ law }) => law === "GDPR")) {
        // Art. 28(10) sets no duty of its own: it makes a processor that decides the purposes a controller of that
        // processing, "without prejudice to" Art. 83, so the fine is the tier of the provision it infringed.
        const articles = [...citation.matchAll(/(?:Art\. |, )(?!28\(10\))(\d+)/g)].map((match) => Number(match[1]));
        expect(articles.length, citation).toBeGreaterThan(0);
        expect([upper, lower], citation).toContain(fine);
        for (const article of articles) expect((fine === upper ? upperTier : lowerTier)(article), citation).toBe(true);
      }
    }
  });
});

/** The documents' text as a reader sees it on a build with ads, block by block (paragraph, list item, cell). */
let documentBlocks: [string, string][] = [];
beforeAll(async () => {
  const env = { VITE_GOOGLE_ADS_ID: "AW-1", VITE_GOOGLE_ADS_CONVERSION_LABEL: "label" };
  const [privacy, security] = await Promise.all([renderDocument("privacy", env), renderDocument("security", env)]);
  documentBlocks = strings({ privacy: privacy.blocks, security: security.blocks }, "documents");
});

/** Every string of the site's copy, the documents included, with where it comes from. */
function allCopy(): [string, string][] {
  expect(documentBlocks.length).toBeGreaterThan(100);
  return [
    ...strings({ scenarios, laws, problems, stepsModule, returns, consentCopy, privacyChoicesCopy }),
    ...strings({ landing, demoSection, footer, site, pages }, "copy"),
    ...documentBlocks,
  ];
}

/** An exposure that adds amounts up, or mixes currencies. */
const summed = (text: string): boolean => / \+ /.test(text) || new Set(text.match(/[$€£]/g)).size > 1;

/** "PCI DSS" within 80 characters of "law" or "laws", unless it is said not to be one. */
const pciCalledALaw = (text: string): boolean =>
  [...text.matchAll(/PCI DSS/g)].some(({ index }) =>
    /\blaws?\b/i.test(text.slice(Math.max(0, index - 80), index + 87).replaceAll("not a law", "")),
  );

describe("legal claims", () => {
  it("never add penalties up: each scenario lists each law's figure once, in one currency", () => {
    expect(summed("Up to $100K per violation + $100K per month")).toBe(true);
    expect(summed("Up to €20M or 4% of revenue, $5K–$100K per month")).toBe(true);
    for (const [id, scenario] of Object.entries(scenarios)) {
      const exposed = scenario.totalExposure.map(({ law }) => law);
      expect(exposed, id).toEqual([...new Set(scenario.violations.map(({ law }) => law))]);
      for (const { law, fine } of scenario.totalExposure) {
        expect(summed(fine), `${id} ${law}`).toBe(false);
        // One figure per law: the highest its violations carry (the registry lists a law's figures highest first).
        const ranks = scenario.violations.filter((v) => v.law === law).map((v) => laws[law].fines.indexOf(v.fine));
        expect(laws[law].fines.indexOf(fine), `${id} ${law}`).toBe(Math.min(...ranks));
      }
    }
    for (const [path, text] of allCopy()) expect(/ \+ [$€£]|[$€£][\d.,]+[KM]? \+ /.test(text), path).toBe(false);
  });

  it("never states an exposure as zero", () => {
    const zero = /[$€£]0(?![\d.,])/;
    expect(zero.test("$0 — no violation triggered")).toBe(true);
    expect(zero.test("$0.50")).toBe(false);
    for (const [path, text] of allCopy()) expect(zero.test(text), path).toBe(false);
  });

  it("never calls PCI DSS a law", () => {
    expect(pciCalledALaw("HIPAA, PCI DSS and the other laws your agent must follow")).toBe(true);
    expect(pciCalledALaw("PCI DSS: a card-brand security standard, not a law.")).toBe(false);
    for (const [path, text] of allCopy()) expect(pciCalledALaw(text), `${path}: ${text}`).toBe(false);
  });
});

describe("landing copy", () => {
  it("has the spec's six problem cards, three steps and three metrics", () => {
    expect(problemCards.map((card) => card.title)).toEqual([
      "Hidden Compliance Gaps",
      "Regulatory Blind Spots",
      "Audit Trail Chaos",
      "Post-Deployment Risks",
      "Data Exposure Vulnerabilities",
      "Monitoring Gaps",
    ]);
    expect(steps.map((step) => step.title)).toEqual(["Risk Assessment", "Immediate Protection", "24/7 Monitoring"]);
    expect(metrics.map((metric) => `${metric.metric} ${metric.label}`)).toEqual([
      "650%+ return on investment",
      "50h+ saved per sprint",
      "3x win rate",
    ]);
    // The spec's checklist, word for word (spec section 2).
    expect(landing.closing.checklist).toEqual([
      "Free compliance assessment",
      "Protection starts in 5 minutes",
      "24/7 expert monitoring included",
    ]);
    // The third step says who the experts are and what they do, so the checklist's claim has its account.
    expect(steps[2]?.bonus).toMatch(/^Expert monitoring included: .*specialists/);
  });

  it("gives every scheduling link its own placement", () => {
    const placements = [
      landing.nav.contact,
      landing.hero.primaryCta,
      landing.hero.secondaryCta,
      demoSection.discover,
      landing.closing.primaryCta,
      landing.closing.secondaryCta,
    ].map((cta) => cta.placement);
    expect(new Set(placements).size).toBe(placements.length);
  });

  it("has no empty field anywhere", () => {
    const all = [
      ...strings({ scenarios, problemCards, steps, metrics }),
      ...strings({ landing, demoSection, footer, industries }, "copy"),
    ];
    expect(all.length).toBeGreaterThan(100);
    for (const [path, text] of all) expect(text.trim(), path).not.toBe("");
  });

  it("writes every fine only in the law table", () => {
    // Components and other content modules must take fines from laws.ts, never retype them.
    const files = [
      "landing.ts",
      "demo.ts",
      "footer.ts",
      "industries.ts",
      "problems.ts",
      "steps.ts",
      "returns.ts",
      "site.ts",
      "pages.ts",
    ];
    for (const file of files) {
      const source = readFileSync(`src/content/${file}`, "utf8");
      for (const code of lawCodes) {
        for (const fine of laws[code].fines) {
          expect(source.includes(fine), `${file} retypes "${fine}"`).toBe(false);
        }
      }
    }
  });
});
