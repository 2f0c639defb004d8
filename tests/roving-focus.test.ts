import { describe, expect, it } from "vitest";
import { nextIndex } from "~/lib/roving-focus";

describe("nextIndex", () => {
  it.each([
    ["ArrowRight", 0, 1],
    ["ArrowDown", 2, 3],
    ["ArrowRight", 6, 0],
    ["ArrowLeft", 0, 6],
    ["ArrowUp", 3, 2],
    ["Home", 4, 0],
    ["End", 1, 6],
  ])("%s from %i goes to %i of 7", (key, from, to) => {
    expect(nextIndex(key, from, 7)).toBe(to);
  });

  it("ignores other keys", () => {
    expect(nextIndex("Enter", 2, 7)).toBeNull();
    expect(nextIndex("a", 2, 7)).toBeNull();
  });
});
