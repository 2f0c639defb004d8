// @vitest-environment node
import { describe, expect, it } from "vitest";
import { normalize } from "#check/language/phrases.ts";

/**
 * No word list of packages/call-check/src/language names a word twice, after the normalization the matcher applies. The lists are the
 * modules' own constants, most of them unexported, so they are read from the source: a string of alternatives
 * (`const DRUGS = "metformin|…"`), a Set's strings and a Map's keys, where a second entry is silently dropped. A
 * Record's keys need no test: TypeScript rejects an object literal naming a key twice.
 */
const sources = import.meta.glob<string>(
  [
    "../packages/call-check/src/language/*.ts",
    "!../packages/call-check/src/language/*.examples.ts",
    "!../packages/call-check/src/language/examples.ts",
  ],
  { eager: true, query: "?raw", import: "default" },
);

/** A string of alternatives is a word list; MONEY and DAYS, which match digits or word boundaries, are phrasings. */
const isWordList = (value: string) => value.includes("|") && !/\\[db$]/.test(value);

/** The top-level alternatives of a list, its outer "(?:…)" removed. */
function alternatives(list: string): string[] {
  const inner = /^\(\?:(.*)\)$/.test(list) && !/\)\s*\(/.test(list) ? list.slice(3, -1) : list;
  const result: string[] = [];
  let current = "";
  let depth = 0;
  for (const char of inner) {
    if (char === "|" && depth === 0) {
      result.push(current);
      current = "";
    } else current += char;
    if (char === "(" || char === "[") depth++;
    if (char === ")" || char === "]") depth--;
  }
  return [...result, current];
}

/** Every spelling an alternative matches, as "tumou?r" → tumour, tumor: "(?:…)", "[…]" and "?" are expanded. */
function spellings(source: string): string[] {
  let i = 0;
  const alternation = (): string[] => {
    const out = sequence();
    while (source[i] === "|") {
      i++;
      out.push(...sequence());
    }
    return out;
  };
  const sequence = (): string[] => {
    let results = [""];
    while (i < source.length && source[i] !== "|" && source[i] !== ")") {
      let atom: string[];
      if (source.startsWith("(?:", i)) {
        i += 3;
        atom = alternation();
        i++;
      } else if (source[i] === "[") {
        const end = source.indexOf("]", i);
        atom = Array.from(source.slice(i + 1, end));
        i = end + 1;
      } else {
        // An escape such as \w* is kept as written: it names no word to compare.
        const length = source[i] === "\\" ? 2 : 1;
        atom = [source.slice(i, i + length)];
        i += length;
      }
      if (source[i] === "?") {
        atom = [...atom, ""];
        i++;
      } else if (source[i] === "*" || source[i] === "+") {
        const quantifier = source.charAt(i);
        atom = atom.map((text) => text + quantifier);
        i++;
      }
      const before = results;
      results = before.flatMap((text) => atom.map((next) => text + next));
    }
    return results;
  };
  return alternation();
}

/** Each module's lists by name, each entry with the spellings it matches. */
function wordLists(source: string): [string, string[][]][] {
  const lists: [string, string[][]][] = [];
  for (const [, name, literal] of source.matchAll(/const ([A-Z_]+) =\s*("(?:[^"\\]|\\.)*");/g)) {
    const value = JSON.parse(literal ?? '""') as string;
    if (isWordList(value)) lists.push([name ?? "", alternatives(value).map(spellings)]);
  }
  for (const [, name, body] of source.matchAll(/const ([A-Z_]+) = new Set\(\[([^\]]*)\]\)/g)) {
    lists.push([name ?? "", [...(body ?? "").matchAll(/"([^"]*)"/g)].map(([, word]) => [word ?? ""])]);
  }
  for (const [, name, body] of source.matchAll(/const ([A-Z_]+) = new Map\(\[([\s\S]*?)\n\]\)/g)) {
    lists.push([name ?? "", [...(body ?? "").matchAll(/\[\s*"([^"]*)",/g)].map(([, key]) => [key ?? ""])]);
  }
  return lists;
}

describe("word lists", () => {
  const found = Object.entries(sources).flatMap(([path, source]) =>
    wordLists(source).map(
      ([name, entries]) => [`${path.replace("../packages/call-check/src/language/", "")} ${name}`, entries] as const,
    ),
  );

  it("are found: the drug, condition and specialty lists among them", () => {
    const names = found.map(([name]) => name);
    for (const name of ["health.ts DRUGS", "health.ts CONDITIONS", "health.ts SPECIALTIES", "phrases.ts CONTRACTIONS"])
      expect(names).toContain(name);
  });

  for (const [name, entries] of found) {
    it(`${name} names no word twice`, () => {
      const seen = new Map<string, number>();
      const twice: string[] = [];
      entries.forEach((entry, index) => {
        for (const word of new Set(entry.map(normalize))) {
          const first = seen.get(word);
          if (first !== undefined && first !== index) twice.push(word);
          else seen.set(word, index);
        }
      });
      expect(twice).toEqual([]);
    });
  }
});
