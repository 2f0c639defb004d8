// @vitest-environment node
/**
 * Where and when (issue 41 §1): a finding rests on an obligation in force at the other party's location on the call's
 * date, read in the registry; elsewhere, or before it applies, it is a note. Unknown keeps today's findings.
 */
import { describe, expect, it } from "vitest";
import { checkedCall } from "#check/checked-call.ts";
import { describedCall } from "#check/described-call.ts";
import { ruleReach } from "#src/lib/rule-reach.ts";
import { ruleWords } from "#check/rules/index.ts";
import { DEFAULT_SETTINGS, type CheckSettings } from "#check/types.ts";

const reach = ruleReach(ruleWords);
const TODAY = "2026-12-02";

/** Inbound, recorded, no recording notice and no AI disclosure; the caller reads out a card number. */
const CALL = [
  "Agent: Thanks for calling Northside Dental, how can I help?",
  "Caller: I'd like to pay my bill. My card is 4111 1111 1111 1111.",
  "Agent: Thank you, that's done.",
].join("\n");

function check(settings: Partial<CheckSettings>, source = CALL) {
  const options = { ...DEFAULT_SETTINGS, direction: "inbound" as const, ...settings };
  const outcome = checkedCall(source, options);
  if (!outcome.ok) throw new Error(outcome.error.message);
  return describedCall(outcome.call, ruleWords, reach, options, TODAY);
}
const rulesOf = (found: readonly { rule: { id: string } }[]) => found.map(({ rule }) => rule.id);
const provisions = (
  found: readonly { rule: { id: string }; obligations: readonly { provision: string }[] }[],
  id: string,
) => found.find(({ rule }) => rule.id === id)?.obligations.map(({ provision }) => provision) ?? [];

describe("the recording notice, by the other party's state", () => {
  it.each([
    ["CA", /Cal\. Penal Code §632\.7/],
    ["FL", /Fla\. Stat\. §934\.03/],
    ["WA", /RCW 9\.73\.030/],
  ])("is a finding in %s, citing that state's statute", (location, statute) => {
    const call = check({ location });
    expect(rulesOf(call.findings)).toContain("no-recording-notice");
    expect(provisions(call.findings, "no-recording-notice").join(" | ")).toMatch(statute);
    // Only that state's rules: no other state's statute is cited.
    expect(
      call.findings
        .find(({ rule }) => rule.id === "no-recording-notice")
        ?.obligations.every((o) => o.place === location),
    ).toBe(true);
  });

  it.each(["NY", "TX"])("is a note, not a finding, in %s (one-party consent)", (location) => {
    const call = check({ location });
    expect(rulesOf(call.findings)).not.toContain("no-recording-notice");
    expect(rulesOf(call.notes)).toContain("no-recording-notice");
  });

  it("unknown: the strictest reading, a finding that names every place it could rest on", () => {
    const call = check({});
    expect(call.placing).toMatchObject({ location: "unknown", date: TODAY, dateFrom: "today" });
    expect(rulesOf(call.findings)).toContain("no-recording-notice");
    const places = call.findings.find(({ rule }) => rule.id === "no-recording-notice")?.obligations.map((o) => o.place);
    expect(places).toEqual(expect.arrayContaining(["CA", "FL", "WA", "EU", "UK"]));
    expect(places).not.toContain("NY");
  });
});

describe("the AI disclosure in the EU/EEA, by the call's date (Art. 50(1) applies from 2 August 2026)", () => {
  it("is a finding on a call dated 2 August 2026", () => {
    const call = check({ location: "EU", date: "2026-08-02" });
    expect(provisions(call.findings, "ai-not-disclosed")).toEqual([expect.stringMatching(/Art\. 50\(1\)/)]);
  });

  it("is a note on a call dated 1 August 2026, saying from when it applies", () => {
    const call = check({ location: "EU", date: "2026-08-01" });
    expect(rulesOf(call.findings)).not.toContain("ai-not-disclosed");
    const note = call.notes.find(({ rule }) => rule.id === "ai-not-disclosed");
    expect(note?.obligations).toEqual([expect.objectContaining({ place: "EU", from: "2026-08-02" })]);
  });

  it("is a note in the UK, where no obligation the rule reads applies", () => {
    expect(rulesOf(check({ location: "UK", date: "2026-12-01" }).notes)).toContain("ai-not-disclosed");
  });
});

describe("the call's date: the file's metadata wins over the setting, the setting over today", () => {
  const vapi = (startedAt: unknown) =>
    JSON.stringify({
      type: "inboundPhoneCall",
      startedAt,
      messages: [
        { role: "bot", message: "Thanks for calling Northside Dental, how can I help?" },
        { role: "user", message: "What time do you open?" },
      ],
    });
  const retell = (start_timestamp: unknown) =>
    JSON.stringify({
      call_id: "c1",
      direction: "inbound",
      start_timestamp,
      transcript: "Agent: Thanks for calling Northside Dental, how can I help?\nUser: What time do you open?",
    });

  it("Vapi startedAt", () => {
    const call = check({ location: "EU", date: "2026-09-01" }, vapi("2026-07-31T09:00:00.000Z"));
    expect(call.placing).toMatchObject({ date: "2026-07-31", dateFrom: "file" });
    expect(rulesOf(call.notes)).toContain("ai-not-disclosed");
  });

  it("Unknown stays the strictest reading on any date: a finding, naming each obligation with the day it applies from", () => {
    const call = check({}, vapi("2025-04-08T16:02:11.482Z"));
    const finding = call.findings.find(({ rule }) => rule.id === "ai-not-disclosed");
    expect(finding?.obligations.map(({ place, from }) => `${place} ${from}`)).toEqual(
      expect.arrayContaining(["EU 2026-08-02", "UT 2025-05-07", "ME 2025-09-24"]),
    );
    expect(call.notes).toEqual([]);
  });

  it("Retell start_timestamp (milliseconds)", () => {
    const call = check({ location: "EU" }, retell(Date.UTC(2026, 7, 2, 12)));
    expect(call.placing).toMatchObject({ date: "2026-08-02", dateFrom: "file" });
    expect(rulesOf(call.findings)).toContain("ai-not-disclosed");
  });

  it("a malformed start time is no date: the setting is used", () => {
    expect(check({ date: "2026-09-01" }, vapi("not a date")).placing).toMatchObject({
      date: "2026-09-01",
      dateFrom: "settings",
    });
    expect(check({}, retell(-5)).placing.dateFrom).toBe("today");
  });
});

describe("rules that bind by who the business is, and the federal layer", () => {
  it("a card number is a finding wherever the call went (PCI DSS)", () => {
    for (const location of ["NY", "EU", "elsewhere"])
      expect(rulesOf(check({ location }).findings)).toContain("card-number");
  });

  it("elsewhere, the place-bound rules are notes", () => {
    const call = check({ location: "elsewhere" });
    expect(rulesOf(call.findings)).toEqual(["card-number"]);
    expect(rulesOf(call.notes)).toEqual(expect.arrayContaining(["no-recording-notice", "ai-not-disclosed"]));
  });

  it("the FCC's rules apply in every state: a stop request ignored in Texas rests on 47 CFR 64.1200", () => {
    const outbound = [
      "Agent: Hi, this is Ava, an AI assistant calling from Northwind Energy about a new plan.",
      "Caller: Stop calling me.",
      "Agent: I understand, but this plan could save you money.",
    ].join("\n");
    const call = check({ location: "TX", direction: "outbound" }, outbound);
    expect(provisions(call.findings, "stop-not-honored").join(" | ")).toMatch(/64\.1200/);
    expect(rulesOf(check({ location: "UK", direction: "outbound" }, outbound).notes)).toContain("stop-not-honored");
  });

  it("an unknown code reads as Unknown, never as a place", () => {
    for (const location of ["<script>", "constructor", "__proto__", "ca", "US"])
      expect(check({ location }).placing).toMatchObject({ location: "unknown", locationName: "Unknown" });
  });
});
