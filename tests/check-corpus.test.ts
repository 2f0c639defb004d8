// @vitest-environment node
/**
 * The checker against the labelled corpus (tests/check-corpus/, labelled from the rules' definitions): precision and
 * recall over (call, rule) pairs, per rule and overall, printed; the suite fails below 0.95 / 0.90 overall, and each
 * rule fails on its own below 0.95 / 0.90 or with fewer than 20 labelled positives or 20 near-misses (issue 41): a
 * rule without evidence fails, it does not score 1.00.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCall } from "#check/check-call.ts";
import { rules } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS, type CheckSettings } from "#check/types.ts";
import { evidence, shortfalls, type Tally } from "./check-corpus-score.ts";

const CORPUS = join(import.meta.dirname, "check-corpus");

interface Label {
  findings: string[];
  /** Rules the call was built to come close to without breaking (a compliant variant): never among `findings`. */
  nearMiss?: string[];
  direction?: CheckSettings["direction"];
  recorded?: boolean;
  businessName?: string;
  agentSpeaker?: string;
  note?: string;
}

/**
 * KNOWN FAILURES, for the lead's decision (issue 41): the `g-` set, written for the three rules that rested on one
 * positive each, found readings the rules get wrong, and left these rules below the per-rule gate. Labels follow the
 * rules' definitions and the rules' code is unchanged, so the gate is marked failing for them: each of these `it.fails`
 * turns red once the rule passes, and then comes off the list.
 */
const KNOWN_GATE_FAILURES = new Set<string>([]);

/** The checker's readings that differ from the labels, as the lead last saw them: none may be added silently. */
const KNOWN_DISAGREEMENTS = [
  "g09-gym-id-kept-file.txt: ai-not-disclosed found, not labelled",
  "g82-retail-sale-opt-out-speech.txt: student-records-before-identity found, not labelled",
];

const labels = JSON.parse(readFileSync(join(CORPUS, "labels.json"), "utf8")) as Record<string, Label>;

function score() {
  const perRule = new Map<string, Tally>(
    rules.map(({ id }) => [id, { truePositives: 0, falsePositives: 0, falseNegatives: 0 }]),
  );
  const mistakes: string[] = [];
  for (const [file, label] of Object.entries(labels)) {
    const { findings: expected, direction, recorded, businessName, agentSpeaker } = label;
    const settings = { direction, recorded, businessName, agentSpeaker };
    const result = checkCall(readFileSync(join(CORPUS, file), "utf8"), {
      ...DEFAULT_SETTINGS,
      ...definedOnly(settings),
    });
    if (!result.ok) {
      mistakes.push(`${file}: not read: ${result.error.message}`);
      for (const id of expected) perRule.get(id)!.falseNegatives++;
      continue;
    }
    const found = new Set(result.report.findings.map(({ ruleId }) => ruleId));
    for (const { id } of rules) {
      const tally = perRule.get(id)!;
      const wanted = expected.includes(id);
      if (wanted && found.has(id)) tally.truePositives++;
      else if (found.has(id)) {
        tally.falsePositives++;
        mistakes.push(`${file}: ${id} found, not labelled`);
      } else if (wanted) {
        tally.falseNegatives++;
        mistakes.push(`${file}: ${id} labelled, not found`);
      }
    }
  }
  return { perRule, mistakes };
}

const definedOnly = <T extends object>(settings: T): Partial<T> =>
  Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<T>;

const ratio = (part: number, whole: number): number => (whole === 0 ? 1 : part / whole);

describe("the labelled corpus", () => {
  it("lists every file, and every label names a rule", () => {
    const files = readdirSync(CORPUS).filter((file) => !["labels.json", "README.md"].includes(file));
    expect(Object.keys(labels).sort()).toEqual(files.sort());
    const ids = rules.map(({ id }) => id);
    for (const [file, { findings, nearMiss = [] }] of Object.entries(labels)) {
      for (const id of [...findings, ...nearMiss]) expect(ids, file).toContain(id);
      // A near-miss is a call that keeps the rule: labelled broken, it would be no near-miss.
      expect(
        nearMiss.filter((id) => findings.includes(id)),
        `${file}: near-miss and finding at once`,
      ).toEqual([]);
    }
  });

  it("is checked with precision ≥ 0.95 and recall ≥ 0.90, overall", () => {
    const { perRule, mistakes } = score();
    const total = [...perRule.values()].reduce(
      (sum, tally) => ({
        truePositives: sum.truePositives + tally.truePositives,
        falsePositives: sum.falsePositives + tally.falsePositives,
        falseNegatives: sum.falseNegatives + tally.falseNegatives,
      }),
      { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
    );
    const counts = evidence(labels);
    const rows = [...perRule, ["overall", total] as const].map(([id, t]) => {
      const precision = ratio(t.truePositives, t.truePositives + t.falsePositives);
      const recall = ratio(t.truePositives, t.truePositives + t.falseNegatives);
      const near = counts.get(id)?.nearMisses ?? [...counts.values()].reduce((sum, c) => sum + c.nearMisses, 0);
      return `${id.padEnd(32)} P ${precision.toFixed(2)}  R ${recall.toFixed(2)}  (tp ${t.truePositives}, fp ${t.falsePositives}, fn ${t.falseNegatives}, near-misses ${near})`;
    });
    console.log(
      `Check a call, corpus score (${Object.keys(labels).length} calls)\n${rows.join("\n")}\n${mistakes.join("\n")}`,
    );
    expect(ratio(total.truePositives, total.truePositives + total.falsePositives)).toBeGreaterThanOrEqual(0.95);
    expect(ratio(total.truePositives, total.truePositives + total.falseNegatives)).toBeGreaterThanOrEqual(0.9);
  });

  // Each rule on its own: enough positives and near-misses to judge it, and precision and recall over them. The
  // overall figures can hide a rule that rests on one call, or one that misses half of its few.
  const scored = score();
  const counts = evidence(labels);
  for (const { id } of rules) {
    const gate = KNOWN_GATE_FAILURES.has(id) ? it.fails : it;
    gate(`gates ${id}: ≥ 20 positives, ≥ 20 near-misses, P ≥ 0.95, R ≥ 0.90`, () => {
      expect(shortfalls(id, scored.perRule.get(id)!, counts.get(id)!)).toEqual([]);
    });
  }

  // The corpus is the rules' tests: each call was written from the definitions, and every rule, widened for a set,
  // still reads every call of the sets before it as labelled. A change that breaks one call is a change to discuss.
  // Less the checker's known disagreements with the `g-` set (below), each still counted in the scores above.
  it("reads every call as labelled", () => {
    expect(scored.mistakes).toEqual(KNOWN_DISAGREEMENTS);
  });
});
