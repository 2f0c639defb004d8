// @vitest-environment node
/**
 * The labelled corpus checked as a user would with the settings set (issue 41): placed where each rule applies, a
 * call keeps every finding it has with the location Unknown; placed where none applies, a place-bound rule's finding
 * becomes a note and the others stay. Run over every corpus call, so that placing never loses a finding silently.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkedCall } from "#check/checked-call.ts";
import { describedCall } from "#check/described-call.ts";
import { ruleReach } from "#src/lib/rule-reach.ts";
import { ruleWords } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS, type CheckSettings } from "#check/types.ts";

const CORPUS = join(import.meta.dirname, "check-corpus");
const TODAY = "2026-12-02";
const reach = ruleReach(ruleWords);

type Label = Partial<Pick<CheckSettings, "direction" | "recorded" | "businessName" | "agentSpeaker">>;
const labels = JSON.parse(readFileSync(join(CORPUS, "labels.json"), "utf8")) as Record<string, Label>;

/** For each place-bound rule, a place and day where one of its obligations is in force. */
const applying = Object.entries(reach.rules).map(([id, obligations]) => {
  const inForce = obligations.find(({ until }) => until === null)!;
  return {
    id,
    location: inForce.place === "US" ? "TX" : inForce.place,
    date: inForce.from && inForce.from > TODAY ? inForce.from : TODAY,
    from: inForce.from ?? "",
  };
});

const found = Object.entries(labels).flatMap(([file, label]) => {
  // Only the settings a label gives: its other fields (findings, notes) are not settings.
  const { direction, recorded, businessName, agentSpeaker } = label;
  const given = Object.entries({ direction, recorded, businessName, agentSpeaker }).filter(
    ([, value]) => value !== undefined,
  );
  const settings: CheckSettings = { ...DEFAULT_SETTINGS, ...Object.fromEntries(given) };
  const outcome = checkedCall(readFileSync(join(CORPUS, file), "utf8"), settings);
  return outcome.ok ? [{ file, settings, call: outcome.call }] : [];
});
const ids = (list: readonly { rule: { id: string } }[]) => list.map(({ rule }) => rule.id).sort();

describe("the corpus, placed", () => {
  it("reads the corpus", () => {
    expect(found.length).toBeGreaterThan(800);
  });

  it("Unknown keeps every finding the rules make, and no note", () => {
    for (const { file, settings, call } of found) {
      const placed = describedCall(call, ruleWords, reach, settings, TODAY);
      expect(ids(placed.findings), file).toEqual(call.findings.map(({ rule }) => rule.id).sort());
      expect(placed.notes, file).toEqual([]);
    }
  });

  it.each(applying)(
    "placed where $id applies ($location, $date), its findings stay findings; on a file dated before, notes",
    ({ id, location, date, from }) => {
      let kept = 0;
      for (const { file, settings, call } of found) {
        const placed = describedCall(call, ruleWords, reach, { ...settings, location, date });
        const wanted = call.findings.filter(({ rule }) => rule.id === id).length;
        // The file's own start time wins over the setting: a call made before the rule applied there is a note.
        const before = call.startedOn !== null && call.startedOn < from;
        const [counted, noted] = before ? [0, wanted] : [wanted, 0];
        expect(
          placed.findings.filter(({ rule }) => rule.id === id),
          file,
        ).toHaveLength(counted);
        expect(
          placed.notes.filter(({ rule }) => rule.id === id),
          file,
        ).toHaveLength(noted);
        kept += counted;
      }
      expect(kept).toBeGreaterThan(0);
    },
  );

  it("placed elsewhere, every place-bound finding is a note and every other stays a finding", () => {
    for (const { file, settings, call } of found) {
      const placed = describedCall(call, ruleWords, reach, { ...settings, location: "elsewhere", date: TODAY });
      const bound = (id: string) => id in reach.rules;
      expect(ids(placed.notes), file).toEqual(
        call.findings
          .map(({ rule }) => rule.id)
          .filter(bound)
          .sort(),
      );
      expect(ids(placed.findings), file).toEqual(
        call.findings
          .map(({ rule }) => rule.id)
          .filter((id) => !bound(id))
          .sort(),
      );
    }
  });
});
