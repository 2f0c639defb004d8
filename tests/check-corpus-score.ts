/** The per-rule gate of the corpus test (issue 41): the evidence a rule needs, and what it lacks against it. */
import { rules } from "#check/rules/index.ts";

export interface Tally {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** What each rule must show: labelled positives and near-misses, and its precision and recall over them. */
const GATE = { positives: 20, nearMisses: 20, precision: 0.95, recall: 0.9 };

/** Per rule, the calls labelled with it (positives) and the calls labelled as its near-misses. */
export function evidence(
  labels: Record<string, { findings: string[]; nearMiss?: string[] }>,
): Map<string, { positives: number; nearMisses: number }> {
  const counts = new Map(rules.map(({ id }) => [id, { positives: 0, nearMisses: 0 }]));
  for (const { findings, nearMiss = [] } of Object.values(labels)) {
    for (const id of findings) counts.get(id)!.positives++;
    for (const id of nearMiss) counts.get(id)!.nearMisses++;
  }
  return counts;
}

/** What a rule lacks against the gate, each named: an empty list passes. No positives means no precision. */
export function shortfalls(
  id: string,
  tally: Tally,
  { positives, nearMisses }: { positives: number; nearMisses: number },
) {
  const missing: string[] = [];
  if (positives < GATE.positives) missing.push(`${positives} labelled positives of the ${GATE.positives} needed`);
  if (nearMisses < GATE.nearMisses) missing.push(`${nearMisses} near-misses of the ${GATE.nearMisses} needed`);
  const found = tally.truePositives + tally.falsePositives;
  if (found === 0) missing.push("no precision: the rule found nothing in the corpus");
  else if (tally.truePositives / found < GATE.precision)
    missing.push(
      `precision ${(tally.truePositives / found).toFixed(3)} (${tally.truePositives} of ${found} findings labelled) below ${GATE.precision}`,
    );
  const labelled = tally.truePositives + tally.falseNegatives;
  if (labelled === 0) missing.push("no recall: no call is labelled with the rule");
  else if (tally.truePositives / labelled < GATE.recall)
    missing.push(
      `recall ${(tally.truePositives / labelled).toFixed(3)} (${tally.truePositives} of ${labelled} labelled found) below ${GATE.recall}`,
    );
  return missing.map((what) => `${id}: ${what}`);
}
