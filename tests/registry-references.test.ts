// @vitest-environment node
/**
 * A state's rule is written once, in the jurisdiction registry: a guide's reference takes its words from there, and a
 * reference that names nothing stops the build with a message that says what to write instead.
 */
import { describe, expect, test } from "vitest";
import { jurisdiction } from "#src/content/jurisdictions.ts";
import { laws } from "#src/content/laws.ts";
import { citationsText, expandReferences, stateRuleText } from "#src/content/registry-references.ts";
import { industrySchema, regulationSchema } from "#src/guides/schema.ts";
import { readGuideFiles } from "../scripts/lib/guide-files.ts";

const RECORDING_CA = { code: "CA", kind: "call-recording-consent" };

describe("a reference to a state's rule", () => {
  test("is every obligation of that kind there, each summary with its citation", () => {
    const text = stateRuleText(RECORDING_CA);
    expect(text.startsWith("California: ")).toBe(true);
    for (const obligation of jurisdiction("CA").obligations.filter(({ kind }) => kind === RECORDING_CA.kind)) {
      expect(text).toContain(`${obligation.summary.replace(/\.$/, "")} (${obligation.citation}).`);
    }
    expect(text).toContain("§632.7(a)");
  });

  test("can keep only the obligations whose citation contains a part", () => {
    const text = stateRuleText({ ...RECORDING_CA, cite: "632.7" });
    expect(text).toContain("§632.7(a)");
    expect(text).not.toContain("§631(a)");
  });

  test("expands inside a text, and the law table's CIPA entry takes its citations from it", () => {
    expect(expandReferences("Recording: {{state:CA:call-recording-consent:632.7}} Tell callers.")).toBe(
      `Recording: ${stateRuleText({ ...RECORDING_CA, cite: "632.7" })} Tell callers.`,
    );
    expect(laws.CIPA.basis).toContain(citationsText(RECORDING_CA));
    expect(laws.CIPA.basis).not.toContain("{{");
  });

  test.each([
    ["{{state:ZZ:call-recording-consent}}", '"ZZ" is not a jurisdiction'],
    ["{{state:CA:recording}}", '"recording" is not a kind of obligation'],
    ["{{state:NY:ai-disclosure:§999}}", "no ai-disclosure obligation for NY"],
    ["{{State:CA:call-recording-consent}}", "is not a registry reference"],
  ])("%s is refused: %s", (text, message) => {
    expect(() => expandReferences(text)).toThrow(message);
  });

  test("that names nothing fails a guide's schema with the editor's message", () => {
    const guide = readGuideFiles("regulations")[0];
    if (!guide) throw new Error("no regulation guide");
    const frontmatter = {
      ...(guide.frontmatter as Record<string, unknown>),
      checked: "Read at its sources; {{state:ZZ:telemarketing}}.",
    };
    const result = regulationSchema.safeParse(frontmatter);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).join()).toContain('"ZZ" is not a jurisdiction');
  });
});

test("no guide's text shows a reference unexpanded, or names the place twice before its rule", () => {
  const pages = [
    ...readGuideFiles("regulations").map(({ slug, frontmatter }) => ({
      slug,
      page: regulationSchema.parse(frontmatter),
    })),
    ...readGuideFiles("industries").map(({ slug, frontmatter }) => ({ slug, page: industrySchema.parse(frontmatter) })),
  ];
  for (const { slug, page } of pages) {
    const text = JSON.stringify(page);
    expect(text, slug).not.toContain("{{");
    expect(text, slug).not.toMatch(/\b([A-Z][a-z]+): (?:In )?\1:/);
  }
});

/** How the registry's states cite their codes: a page that writes one has restated a state's rule. */
const STATE_CITATION =
  /Cal\. Penal Code|Health & Safety Code §1339|Utah Code|M\.R\.S\.|Fla\. Stat\.|RCW \d|Okla\. Stat\.|Tex\. Bus\./;
/** The pages whose subject is a state's own law: California's privacy act, and the AI-disclosure statutes analysed. */
const ABOUT_STATE_LAW = new Set(["ccpa", "ai-disclosure"]);

test("no other guide or industry page restates a state's rule: it refers to the registry", () => {
  const restated = [...readGuideFiles("regulations"), ...readGuideFiles("industries")]
    .filter(({ slug }) => !ABOUT_STATE_LAW.has(slug))
    .flatMap(({ slug, frontmatter, body }) => {
      const shown = Object.entries(frontmatter as Record<string, unknown>).filter(
        ([field]) => field !== "sources" && field !== "checked",
      );
      const text = `${JSON.stringify(shown)} ${body}`;
      return STATE_CITATION.test(text) ? [`${slug}: ${STATE_CITATION.exec(text)?.[0]}`] : [];
    });
  expect(restated, "write {{state:XX:kind}} (src/content/registry-references.ts)").toEqual([]);
});
