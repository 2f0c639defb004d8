// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { SafeStorage } from "#src/lib/consent/browser-storage.ts";
import { conversionPlan, randomId, sendsGpc, storedChoice, type ConversionFacts } from "#src/lib/consent/choice.ts";

const storing = (value: string | null): SafeStorage => ({
  get: () => value,
  set: () => undefined,
  remove: () => undefined,
});

const facts = (overrides: Partial<ConversionFacts>): ConversionFacts => ({
  choice: null,
  gpc: false,
  sentId: null,
  newId: () => "random-1",
  ...overrides,
});

describe("conversionPlan", () => {
  it.each<[string, Partial<ConversionFacts>, ReturnType<typeof conversionPlan>]>([
    ["no choice: ask, send nothing", {}, { kind: "ask" }],
    ["rejected", { choice: "denied" }, { kind: "rejected" }],
    [
      "accepted: a random id, never one from the address",
      { choice: "granted" },
      { kind: "send", transactionId: "random-1" },
    ],
    [
      "a reload, or a return: this tab already sent one",
      { choice: "granted", sentId: "random-0" },
      { kind: "alreadySent" },
    ],
    ["GPC over an earlier Accept", { choice: "granted", gpc: true }, { kind: "gpc" }],
    ["GPC with no choice: no question", { gpc: true }, { kind: "gpc" }],
  ])("%s", (_, overrides, expected) => {
    expect(conversionPlan(facts(overrides))).toEqual(expected);
  });
});

describe("storedChoice", () => {
  it.each([
    ["granted", "granted"],
    ["denied", "denied"],
    // What an earlier version stored for an Accept over GPC: never applied, the visitor is asked again.
    ["granted-over-gpc", null],
    [null, null],
  ])("reads %o as %o", (stored, expected) => {
    expect(storedChoice(storing(stored))).toBe(expected);
  });
});

describe("sendsGpc", () => {
  it("is true only for the boolean true", () => {
    expect(sendsGpc({ globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(sendsGpc({ globalPrivacyControl: "true" } as unknown as Navigator)).toBe(false);
    expect(sendsGpc({} as Navigator)).toBe(false);
  });
});

describe("randomId", () => {
  it("is unique and fits a transaction id", () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{16,64}$/);
  });
});
