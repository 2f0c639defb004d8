// @vitest-environment node
/**
 * What the browser runs must not carry the registries: its scripts import neither the law and industry data
 * (src/data/, which the pages already hold as HTML) nor zod, whose parsers would ship and, compiling with `new
 * Function`, break the pages' Content-Security-Policy. This follows every runtime import from each island and names
 * the first path that reaches one.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, it } from "vitest";

/** What runs in the browser: the islands, the demo's and the consent's scripts, the scripts written into pages. */
const BROWSER_ENTRIES = [
  ...readdirSync("src/islands", { recursive: true, encoding: "utf8" }).map((name) => join("src/islands", name)),
  ...readdirSync("src/inline-scripts").map((name) => join("src/inline-scripts", name)),
  "src/lib/demo/enhance-demo.ts",
  "src/lib/consent/consent-controls.ts",
  "src/lib/client-first-use.ts",
].filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));

/** Imports that bring code: `import type` and `export type` are erased. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+["']([^"']+)["']/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const file = specifier.startsWith("#src/")
    ? join("src", specifier.slice(5))
    : normalize(join(dirname(from), specifier));
  return existsSync(file) && /\.(tsx?|json)$/.test(file) ? file : undefined;
}

/** The chain of modules from `entry` to the first forbidden one, or null. */
function forbiddenChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    if (file.startsWith("src/data/")) return [...chain, file];
    if (!/\.tsx?$/.test(file)) return null;
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1]!;
      if (/^(astro\/zod|zod)$/.test(specifier)) return [...chain, file, specifier];
      if (!specifier.startsWith(".") && !specifier.startsWith("#src/")) continue;
      const target = resolveModule(file, specifier);
      const found = target && walk(target, [...chain, file]);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

it.each(BROWSER_ENTRIES)("%s reaches neither the registries nor zod", (entry) => {
  expect(forbiddenChain(entry)?.join(" → ") ?? null).toBeNull();
});

it("would name the path to a registry", () => {
  expect(forbiddenChain("src/config/guides.ts")).toEqual(
    expect.arrayContaining([expect.stringMatching(/^src\/data\//)]),
  );
});
