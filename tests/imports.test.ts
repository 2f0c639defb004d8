// @vitest-environment node
/**
 * One import dialect, read alike by Node, Vite, TypeScript and Tailwind's plugin loader: a module in `src/` is
 * imported as `#src/<path>` (package.json `imports`) with its file's own extension, from anywhere outside its
 * folder; `./` reaches a module beside it. No `~/` alias (Node cannot read it), no `../` climbing into `src/`. The
 * checker's package (packages/call-check) is imported from outside as `#check/<path>`; inside it, only by relative
 * paths that stay in the package, since whoever installs it has no `#src/` or `#check/`.
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { expect, it } from "vitest";

/** Static imports and re-exports at the start of a line, side-effect imports, and `import("…")`. */
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+["']([^"'\n]+)["']|(?:^|\n)\s*import\s+["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;

const sourceFiles = execSync("git ls-files -co --exclude-standard", { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.(ts|tsx|astro|mdx)$/.test(file) && !file.startsWith("tests/check-corpus/"));

/** What is wrong with one import of `file`, or null. */
export function importProblem(file: string, specifier: string): string | null {
  const path = specifier.replace(/\?.*$/, "");
  if (path.startsWith("~/")) return "uses the ~/ alias: write #src/";
  const inPackage = /^packages\/[^/]+\//.exec(file)?.[0];
  if (inPackage && path.startsWith("#")) return "uses an alias of the site inside a package: write a relative path";
  if (inPackage && path.startsWith(".") && !normalize(join(dirname(file), path)).startsWith(inPackage)) {
    return "climbs out of its package";
  }
  if (path.startsWith("#check/")) {
    return existsSync(join("packages/call-check/src", path.slice(7))) ? null : "names no file (write its extension)";
  }
  if (path.startsWith("#src/")) {
    return existsSync(join("src", path.slice(5))) ? null : "names no file (write its extension)";
  }
  if (!path.startsWith(".")) return null;
  const target = normalize(join(dirname(file), path));
  if (target.startsWith("src/") && dirname(target) !== dirname(file)) return "climbs into src/: write #src/";
  return existsSync(target) ? null : "names no file (write its extension)";
}

function problems(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(SPECIFIER)].flatMap((match) => {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      const problem = importProblem(file, specifier);
      return problem ? [`${file} imports "${specifier}": ${problem}`] : [];
    }),
  );
}

it("imports every module of src/ in one dialect, by the path of its file", () => {
  expect(sourceFiles.length).toBeGreaterThan(200);
  expect(problems(sourceFiles)).toEqual([]);
});

it("names each kind of import it refuses", () => {
  expect(importProblem("tests/a.test.ts", "~/lib/dates")).toMatch(/alias/);
  expect(importProblem("tests/a.test.ts", "../src/lib/dates.ts")).toMatch(/climbs/);
  expect(importProblem("src/check/rules/x.ts", "../../lib/dates.ts")).toMatch(/climbs/);
  expect(importProblem("packages/call-check/src/rules/x.ts", "../language/phrases.ts")).toBeNull();
  expect(importProblem("packages/call-check/src/rules/x.ts", "#src/lib/dates.ts")).toMatch(/alias/);
  expect(importProblem("packages/call-check/src/x.ts", "../../../src/lib/dates.ts")).toMatch(/out of its package/);
  expect(importProblem("src/lib/a.ts", "#check/types.ts")).toBeNull();
  expect(importProblem("src/lib/a.ts", "#check/types")).toMatch(/names no file/);
  expect(importProblem("src/lib/a.ts", "#src/lib/dates")).toMatch(/names no file/);
  expect(importProblem("src/lib/a.ts", "./dates")).toMatch(/names no file/);
  expect(importProblem("src/lib/a.ts", "./dates.ts")).toBeNull();
  expect(importProblem("src/lib/a.ts", "#src/lib/dates.ts")).toBeNull();
  expect(importProblem("packages/call-check/src/cli/a.ts", "../../../../src/check/types.ts")).toMatch(/climbs/);
});
