// @vitest-environment node
/**
 * The checker's warm-up (src/islands/call-checker/warm-up.ts) must try every phrasing the rules use: an expression first tried on a
 * visitor's call is compiled then, and a long list of phrasings took a first check about 2 ms (decision 018).
 */
import { afterAll, describe, expect, it } from "vitest";

/** The source of every expression run while the warm-up checks its calls. */
const tried = new Set<string>();
// Read as a value, not a method: it is called with each expression as `this` below.
const exec = Object.getOwnPropertyDescriptor(RegExp.prototype, "exec")?.value as RegExp["exec"];
RegExp.prototype.exec = function (this: RegExp, text: string) {
  tried.add(this.source);
  return exec.call(this, text);
};
afterAll(() => {
  RegExp.prototype.exec = exec;
});

const { WARM_UP } = await import("#src/islands/call-checker/warm-up.ts");
const { warmUp } = await import("#src/islands/call-checker/warm-up-run.ts");
warmUp(WARM_UP);

/** Every phrasing and list of phrasings the language modules export, by module and name. */
const phrasings = Object.entries(
  import.meta.glob<Record<string, unknown>>("/packages/call-check/src/language/*.ts", { eager: true }),
)
  .flatMap(([file, exports]) => Object.entries(exports).map(([name, value]) => [`${file}: ${name}`, value] as const))
  .flatMap(([name, value]): [string, string, string[]?][] => {
    if (value instanceof RegExp) return [[name, value.source]];
    if (Array.isArray(value) && value.every((item) => item instanceof RegExp))
      // As `says` joins a list (packages/call-check/src/language/phrases.ts), or as a rule runs each phrasing (NAMES_AFTER).
      return [[name, value.map(({ source }) => `(?:${source})`).join("|"), value.map(({ source }) => source)]];
    return [];
  });

describe("the checker's warm-up", () => {
  it("finds the phrasings to try", () => {
    expect(phrasings.length).toBeGreaterThan(20);
  });

  it.each(phrasings)("tries %s", (_name, joined, each = []) => {
    expect(tried.has(joined) || (each.length > 0 && each.every((source) => tried.has(source)))).toBe(true);
  });
});
