/**
 * The shape of a language module's examples file: every exported pattern (a RegExp or a list of them) must have an
 * entry, so a pattern added without examples is a type error. Kept out of the checker's modules: nothing in the
 * Worker's bundle imports an examples file, only tests/check-pattern-examples.test.ts does.
 */

/** One sentence, and whether the pattern is known to get it wrong today (reported as an expected failure). */
export type Example = string | { readonly text: string; readonly knownGap: string };

export interface PatternExamples {
  /** Real sentences a caller or agent says that the pattern must match (at least two). */
  readonly matches: readonly Example[];
  /** Near-misses that must not match: negations, other senses (at least two). */
  readonly misses: readonly Example[];
  /**
   * The rule matches the pattern against the text as written, capitals kept (business-names.ts), not normalized: so
   * are its examples.
   */
  readonly asWritten?: true;
}

/** An entry for each exported pattern of a module. */
export type ExamplesOf<Module> = {
  readonly [Name in keyof Module as Module[Name] extends RegExp | readonly RegExp[] ? Name : never]: PatternExamples;
};
