import { describe, expect, it } from "vitest";
import { bookingIdFrom, conversionTransactionId, randomId } from "~/lib/booking";
import type { SafeStorage } from "~/lib/browser-storage";

function memoryStorage(): SafeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => {
      data.set(key, value);
    },
  };
}

describe("bookingIdFrom", () => {
  it.each([
    ["uid=bk_123-abc", "bk_123-abc"],
    ["invitee_uuid=9f27d68d-1e4f-4a05", "9f27d68d-1e4f-4a05"],
    ["uid=abc&invitee_uuid=def", "abc"],
    ["email=jane%40example.com", null],
    ["uid=jane%40example.com", null],
    ["uid=", null],
    // Google's limit for a transaction id, as documented: 64 characters.
    [`uid=${"x".repeat(64)}`, "x".repeat(64)],
    [`uid=${"x".repeat(65)}`, null],
  ])("reads %s as %o", (query, expected) => {
    expect(bookingIdFrom(new URLSearchParams(query))).toBe(expected);
  });
});

describe("conversionTransactionId", () => {
  it("prefers the booking id and remembers it for reloads", () => {
    const storage = memoryStorage();
    expect(conversionTransactionId(new URLSearchParams("uid=bk1"), storage, () => "random")).toBe("bk1");
    expect(conversionTransactionId(new URLSearchParams(), storage, () => "random")).toBe("bk1");
  });

  it("makes one random id and keeps it", () => {
    const storage = memoryStorage();
    let calls = 0;
    const newId = () => `random-${++calls}`;
    expect(conversionTransactionId(new URLSearchParams(), storage, newId)).toBe("random-1");
    expect(conversionTransactionId(new URLSearchParams(), storage, newId)).toBe("random-1");
    expect(calls).toBe(1);
  });

  it("switches to a newer booking in the same tab", () => {
    const storage = memoryStorage();
    conversionTransactionId(new URLSearchParams("uid=first"), storage, randomId);
    expect(conversionTransactionId(new URLSearchParams("uid=second"), storage, randomId)).toBe("second");
  });

  it("still answers when storage is unavailable", () => {
    const broken: SafeStorage = { get: () => null, set: () => undefined };
    expect(conversionTransactionId(new URLSearchParams(), broken, () => "once")).toBe("once");
  });
});

describe("randomId", () => {
  it("is unique and URL-safe", () => {
    const ids = new Set(Array.from({ length: 50 }, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{16,}$/);
  });
});
