// @vitest-environment node
/** The jurisdiction registry (src/data/jurisdictions.json): what it holds, what it refuses, and how it is asked. */
import { describe, expect, it } from "vitest";
import { jurisdiction, jurisdictions, obligationsOf, recordingConsent } from "#src/content/jurisdictions.ts";
import { inForceWording } from "#src/content/states-copy.ts";
import { jurisdictionSchema } from "#src/data/jurisdiction-schema.ts";

type Entry = Record<string, unknown>;
const problems = (entry: unknown): string[] => {
  const result = jurisdictionSchema.safeParse(entry);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

const recording = {
  kind: "call-recording-consent",
  summary: "Every party must consent to recording a call to or from a cell phone.",
  consent: "all-party",
  citation: "Cal. Penal Code §632.7",
  source: {
    title: "Cal. Penal Code §632.7",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PEN&sectionNum=632.7",
  },
  verification: { level: "verbatim-copy", readAt: "https://example.org/632-7" },
  enforcedBy: "District attorneys; private plaintiffs",
  privateRight: "yes: $5,000 per violation (§637.2(a))",
  forVoiceAgent: "Announce the recording and get consent before it starts.",
};
const state = (obligations: Entry[], extra: Entry = {}): Entry => ({
  name: "California",
  kind: "us-state",
  reviewed: "2026-12-02",
  obligations,
  ...extra,
});

describe("the registry", () => {
  it("holds the federal layer, the 50 states, DC, the EU/EEA and the UK, each US one with its recording rule", () => {
    expect(jurisdictions.filter(({ kind }) => kind === "us-state")).toHaveLength(50);
    expect(jurisdictions.map(({ code }) => code)).toEqual(expect.arrayContaining(["US", "DC", "EU", "UK"]));
    expect(jurisdictions).toHaveLength(54);
  });

  it("says California, Florida and Washington need every party's consent, New York and Texas one party's", () => {
    for (const code of ["CA", "FL", "WA"] as const)
      expect(recordingConsent(jurisdiction(code)), code).toBe("all-party");
    for (const code of ["NY", "TX"] as const) expect(recordingConsent(jurisdiction(code)), code).toBe("one-party");
  });

  it("takes the strictest of a state's recording rules, so Connecticut's civil statute decides", () => {
    const ct = jurisdiction("CT");
    expect(ct.obligations.map(({ consent }) => consent)).toEqual(expect.arrayContaining(["all-party", "one-party"]));
    expect(recordingConsent(ct)).toBe("all-party");
  });

  it("gives the AI Act's disclosure duty from 2 August 2026, and not before", () => {
    const eu = jurisdiction("EU");
    const article50 = (day: string) =>
      obligationsOf(eu, "ai-disclosure", day).filter(({ citation }) => citation.includes("Art. 50(1)"));
    expect(article50("2026-08-01")).toEqual([]);
    expect(article50("2026-08-02")).toHaveLength(1);
  });
});

describe("an entry", () => {
  it("passes as written", () => {
    expect(problems(state([recording]))).toEqual([]);
  });

  it.each<[string, Entry, string]>([
    [
      "a source off the official domains",
      state([{ ...recording, source: { title: "A blog", url: "https://example-law.com/ca" } }]),
      "obligations.0.source.url: A source must be the primary text",
    ],
    [
      "a US state without its recording rule",
      state([{ ...recording, kind: "telemarketing", consent: undefined }]),
      "obligations: A US jurisdiction states its rule for recording",
    ],
    [
      "a US recording rule without whose consent it needs",
      state([{ ...recording, consent: undefined }]),
      "obligations: A US jurisdiction states",
    ],
    [
      "consent on a rule that is not about recording",
      state([recording, { ...recording, kind: "telemarketing" }]),
      "obligations.1.consent: Only a recording rule",
    ],
    [
      "a rule that lapses before it applies",
      state([{ ...recording, appliesFrom: "2027-07-01", until: "2026-07-01" }]),
      "obligations.0.until: A rule lapses after",
    ],
    [
      "a review more than a year old",
      state([recording], { reviewed: "2025-11-01" }),
      "reviewed: Last reviewed on 2025-11-01",
    ],
    [
      "a verification level nobody defined",
      state([{ ...recording, verification: { level: "heard it" } }]),
      "obligations.0.verification.level: ",
    ],
  ])("is refused with %s", (_, entry, message) => {
    const found = problems(entry);
    expect(found.length, found.join("; ")).toBeGreaterThan(0);
    expect(found.join("\n")).toContain(message);
  });
});

describe("wording tied to dates", () => {
  const longDay = (day: string) => day;
  it("is computed from the registry's dates and the build's day, so no page says a rule holds after it lapsed", () => {
    const rule = { appliesFrom: "2025-05-07", until: "2027-07-01" };
    expect(inForceWording(rule, "2026-12-02", longDay)).toBe("In force since 2025-05-07; lapses on 2027-07-01");
    expect(inForceWording(rule, "2027-06-30", longDay)).toBe("In force since 2025-05-07; lapses on 2027-07-01");
    expect(inForceWording(rule, "2027-07-01", longDay)).toBe("Lapsed on 2027-07-01");
    expect(inForceWording({ appliesFrom: "2027-01-01" }, "2026-12-02", longDay)).toBe("Applies from 2027-01-01");
    expect(inForceWording({ appliesFrom: "2027-01-01" }, "2027-01-01", longDay)).toBe("In force since 2027-01-01");
    expect(inForceWording({}, "2026-12-02", longDay)).toBeNull();
  });

  it("counts a rule as in force from its first day to the day before it lapses", () => {
    const utah = jurisdiction("UT");
    const ai = obligationsOf(utah, "ai-disclosure");
    expect(ai.length).toBeGreaterThan(0);
    const first = ai[0]!;
    if (first.appliesFrom) {
      expect(obligationsOf(utah, "ai-disclosure", first.appliesFrom)).toContain(first);
    }
  });
});
