// @vitest-environment node
/**
 * Issue 41 §3: every phrase pattern lives in a language module (packages/call-check/src/language/), where
 * tests/check-pattern-examples.test.ts runs its examples. So no other module of packages/call-check/src writes a regular expression,
 * unless it is listed here: a pattern of characters (digits, spaces, punctuation), which names no words. The parsers
 * (packages/call-check/src/parse/), the command line (cli/) and the batch core (batch/: JSON Lines, a JSON value's
 * line) are left out: their expressions are the syntax of file formats and flags, not what people say.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(
  [
    "/packages/call-check/src/**/*.ts",
    "!/packages/call-check/src/language/**",
    "!/packages/call-check/src/parse/**",
    "!/packages/call-check/src/cli/**",
    "!/packages/call-check/src/batch/**",
  ],
  {
    eager: true,
    query: "?raw",
    import: "default",
  },
);

/** The character patterns allowed outside the language modules, by file, each with why it names no words. */
const CHARACTER_PATTERNS: Record<string, Record<string, string>> = {
  "/packages/call-check/src/export.ts": {
    "/^[=+\\-@\\t\\r]/": "a first character a spreadsheet reads as a formula",
    '/[",\\r\\n]/': "the characters that make a CSV field quoted",
    '/"/g': "a quote, doubled inside a quoted CSV field",
  },
  "/packages/call-check/src/redacted-copy.ts": {
    "/[\\w@]/": "a character that joins a value to a longer word, number or address",
    "/(\\r?\\n)/": "a line break",
    "/\\d+|[a-z]+/g": "the runs of digits or letters a value is read in",
    "/[^\\w]/g": "what is not a letter or digit, taken off a one-word string",
  },
  "/packages/call-check/src/rules/business-not-named.ts": {
    "/\\s+/": "the spaces between the words of a name",
    "/(?:['’]s|s['’])$|[.,'’]+$/g": "a possessive's apostrophe and the punctuation after a word",
    "/^[A-Z]/": "a capital first letter",
    "/&/g": "an ampersand, spelled out as it is said",
    "/[^a-z0-9 ]/g": "punctuation, taken out of a name to compare it",
    "/\\s+/g": "runs of spaces",
    "/[A-Z]/": "any capital: the transcript is cased",
  },
  "/packages/call-check/src/rules/sharing-opt-out-ignored.ts": {
    "/\\?\\s*$/": "a turn that ends with a question mark",
  },
  "/packages/call-check/src/sensitive.ts": {
    "/\\d/": "a digit",
    "/[\\w.%+-]/": "a character of an email address's name",
    "/[\\w.-]/": "a character of an email address's domain",
    "/\\.[A-Za-z]{2,}$/": "a domain's last part",
    "/\\d{5,}/": "five digits or more",
    "/[\\s-]/g": "the spaces and dashes between digits",
    "/[.,!?]/g": "punctuation",
    "/[.,!?]$/": "punctuation at the end",
  },
};

/** Each regular expression a module writes: its literals, and `RegExp(…)` with or without `new`. */
function expressions(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) found.push(node.getText(file));
    else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(file) === "RegExp")
      found.push(node.getText(file));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const written = Object.entries(sources).map(([path, source]) => [path, expressions(path, source)] as const);

describe("regular expressions outside the language modules", () => {
  it("reads the checker's modules", () => {
    expect(written.map(([path]) => path)).toContain("/packages/call-check/src/sensitive.ts");
    expect(written.flatMap(([, found]) => found).length).toBeGreaterThan(10);
  });

  it("are character patterns only: a phrase pattern moves to a language module, with its examples", () => {
    const unlisted = written.flatMap(([path, found]) =>
      found
        .filter((expression) => !CHARACTER_PATTERNS[path]?.[expression])
        .map((expression) => `${path}: ${expression}`),
    );
    expect(unlisted).toEqual([]);
  });

  it("lists none that is gone", () => {
    const found = new Map(written);
    const stale = Object.entries(CHARACTER_PATTERNS).flatMap(([path, allowed]) =>
      Object.keys(allowed)
        .filter((expression) => !found.get(path)?.includes(expression))
        .map((expression) => `${path}: ${expression}`),
    );
    expect(stale).toEqual([]);
  });
});
