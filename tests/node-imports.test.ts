// @vitest-environment node
/**
 * Code that Node or Tailwind loads outside Vite (the Astro config and everything it imports, the Tailwind plugin)
 * cannot resolve the `~/` alias: it must import by relative path, and read data from the same files Astro does
 * (src/data/*.json). This follows their imports from each entry point and names any module that breaks the rule.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, it } from "vitest";

/** The modules Node loads without Vite's resolver: the Astro config, the Tailwind plugin app.css names. */
const ENTRY_POINTS = ["astro.config.ts", "src/styles/demo-plugin.ts"];

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith("/"),
  );
}

/** Every module reachable from `entry` by relative imports, with the aliased imports each one makes. */
function aliasedImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (specifier.startsWith("~/")) found.push(`${file} imports "${specifier}"`);
      else if (specifier.startsWith(".")) {
        const target = resolveModule(file, specifier);
        if (target) visit(target);
      }
    }
  };
  visit(entry);
  expect(seen.size, `${entry} reaches modules`).toBeGreaterThan(1);
  return found;
}

it.each(ENTRY_POINTS)("%s reaches only modules that import by relative path", (entry) => {
  expect(aliasedImports(entry)).toEqual([]);
});

it("would name a module that imports through the alias", () => {
  // src/guides/schema.ts is read through Vite only; it uses the alias, and the walk must see it.
  expect(aliasedImports("src/guides/schema.ts")).toContainEqual(expect.stringContaining('imports "~/'));
});
