// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { Example, PatternExamples } from "#check/language/examples.ts";
import { says } from "#check/language/phrases.ts";

// Each language module, and the examples file beside it, which each module with patterns must have.
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "../packages/call-check/src/language/*.ts",
    "!../packages/call-check/src/language/*.examples.ts",
    "!../packages/call-check/src/language/examples.ts",
  ],
  { eager: true },
);
const examplesFiles = import.meta.glob<{ examples: Record<string, PatternExamples> }>(
  "../packages/call-check/src/language/*.examples.ts",
  { eager: true },
);

const isPattern = (value: unknown): value is RegExp | readonly RegExp[] =>
  value instanceof RegExp || (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof RegExp));
const text = (example: Example) => (typeof example === "string" ? example : example.text);

/** A pattern without its global flag: `test` on a global one starts where the last example's match ended. */
const once = (pattern: RegExp) =>
  pattern.global ? new RegExp(pattern.source, pattern.flags.replace("g", "")) : pattern;

/** Whether an example matches, read as the rule reads it: normalized by `says`, or as written. */
function matches(sentence: string, pattern: RegExp | readonly RegExp[], asWritten: boolean): boolean {
  const patterns = pattern instanceof RegExp ? [pattern] : pattern;
  if (asWritten) return patterns.some((each) => once(each).test(sentence));
  return pattern instanceof RegExp ? says(sentence, once(pattern)) : says(sentence, pattern);
}

for (const [path, module] of Object.entries(modules)) {
  const patterns = Object.entries(module).filter((pair): pair is [string, RegExp | readonly RegExp[]] =>
    isPattern(pair[1]),
  );
  if (patterns.length === 0) continue;
  const file = examplesFiles[path.replace(/\.ts$/, ".examples.ts")];
  describe(path.replace("../packages/call-check/src/language/", ""), () => {
    // Issue 41 §3: a pattern without examples fails, so a new module's patterns come with theirs.
    it("has an examples file", () => {
      expect(file, `${path.replace(/\.ts$/, ".examples.ts")} is missing`).toBeDefined();
    });
    if (!file) return;
    it("has no entry for a pattern it does not export", () => {
      const names = new Set(patterns.map(([name]) => name));
      expect(Object.keys(file.examples).filter((name) => !names.has(name))).toEqual([]);
    });
    for (const [name, pattern] of patterns) {
      const entry = file.examples[name];
      it(`${name} has examples`, () => {
        expect(entry, `${name} has no entry`).toBeDefined();
        expect(entry?.matches.length ?? 0).toBeGreaterThanOrEqual(2);
        expect(entry?.misses.length ?? 0).toBeGreaterThanOrEqual(2);
      });
      for (const [examples, expected] of [
        [entry?.matches ?? [], true],
        [entry?.misses ?? [], false],
      ] as const) {
        for (const example of examples) {
          const test = typeof example === "string" ? it : it.fails;
          test(`${name} ${expected ? "matches" : "misses"} "${text(example)}"`, () => {
            expect(matches(text(example), pattern, entry?.asWritten ?? false)).toBe(expected);
          });
        }
      }
    }
  });
}
