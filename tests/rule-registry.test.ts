// @vitest-environment node
/**
 * The checker runs in the browser, where the jurisdiction registry does not go (decision 022): a rule that names a
 * state's provisions names exactly those the registry holds for it, so that correcting the registry and not the rule
 * fails here. Issue 41 gives the rules the registry itself.
 */
import { expect, test } from "vitest";
import { rules } from "#check/rules/index.ts";
import { noRecordingNoticeWords as noRecordingNotice } from "#check/rules/no-recording-notice.ts";
import { ruleLaws } from "#check/types.ts";
import { jurisdiction, obligationsOf } from "#src/content/jurisdictions.ts";
import { isLawCode } from "#src/content/laws.ts";

/** The Penal Code sections a citation names: "§§632.7(a), 632(a)" → 632.7, 632. */
const sections = (citation: string): string[] =>
  [...citation.matchAll(/(?:§+|,\s*)(6\d\d(?:\.\d+)?)/g)].map((match) => match[1]!).sort();

test("the recording rule cites California's recording provisions as the registry holds them, and its remedy", () => {
  const registry = obligationsOf(jurisdiction("CA"), "call-recording-consent");
  const held = registry.flatMap(({ citation }) => sections(citation));
  const remedies = registry.flatMap(({ privateRight }) => sections(privateRight));
  expect(sections(noRecordingNotice.citation)).toEqual([...new Set([...held, ...remedies])].sort());
  for (const section of held) expect(noRecordingNotice.why).toContain(section);
});

test("every law a rule cites is a law of the registry, which names its guide", () => {
  for (const law of ruleLaws) expect(isLawCode(law), law).toBe(true);
  for (const rule of rules) expect(ruleLaws).toContain(rule.law);
});
