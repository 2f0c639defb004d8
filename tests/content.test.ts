import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { demoSection } from "~/content/demo";
import { footer } from "~/content/footer";
import { industries } from "~/content/industries";
import * as landing from "~/content/landing";
import { lawCodes, laws } from "~/content/laws";
import { problemCards } from "~/content/problems";
import { metrics } from "~/content/returns";
import { scenarios } from "~/content/scenarios";
import { steps } from "~/content/steps";

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
  it("are the seven industries, in order, one scenario each", () => {
    expect(Object.keys(scenarios)).toEqual(industries.map((industry) => industry.id));
    expect(industries.map((industry) => industry.id)).toEqual([
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
    expect(new Set(cited.map((violation) => violation.law))).toEqual(new Set(lawCodes));
    const pciFines = new Set(
      cited.filter((violation) => violation.law === "PCI DSS").map((violation) => violation.fine),
    );
    expect(pciFines).toEqual(new Set(laws["PCI DSS"].fines));
  });

  it("differ between the unsafe and the safe answer", () => {
    for (const scenario of Object.values(scenarios)) {
      expect(scenario.mitigatedResponse).not.toBe(scenario.response);
      expect(scenario.totalExposure).not.toBe(demoSection.mitigatedExposure);
    }
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
    expect(landing.closing.checklist).toEqual([
      "Free compliance assessment",
      "Protection starts in 5 minutes",
      "24/7 expert monitoring included",
    ]);
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
      const source = readFileSync(`app/content/${file}`, "utf8");
      for (const code of lawCodes) {
        for (const fine of laws[code].fines) {
          expect(source.includes(fine), `${file} retypes "${fine}"`).toBe(false);
        }
      }
    }
  });
});
