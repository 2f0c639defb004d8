// @vitest-environment node
/**
 * The two stylesheets scan complementary sources (decision 015): app.css leaves out the guides' own files, and
 * guides.css scans them, with the folders both kinds of page share. A guide file excluded from app.css but scanned by
 * neither would lose its classes; a guide-only file scanned by app.css would put the guides' classes in the landing
 * page's stylesheet.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, normalize, relative } from "node:path";
import { expect, it } from "vitest";

/** Folders whose components both kinds of page render: guides.css scans them whole, app.css too. */
const SHARED = ["src/components", "src/layouts"];

/** The `@source` (or `@source not`) paths of a stylesheet, relative to the project. */
function sources(file: string, not: boolean): string[] {
  const pattern = not ? /^@source not "([^"]+)";/gm : /^@source "([^"]+)";/gm;
  return [...readFileSync(file, "utf8").matchAll(pattern)].map(([, path]) =>
    relative(".", normalize(join(file, "..", path!))),
  );
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const excluded = sources("src/app.css", true);
const scanned = sources("src/styles/guides.css", false);

it("names files that exist", () => {
  expect(excluded.length).toBeGreaterThan(0);
  for (const path of [...excluded, ...scanned]) expect(existsSync(path), path).toBe(true);
});

it("scans in guides.css everything app.css leaves out", () => {
  for (const path of excluded)
    expect(
      scanned.some((folder) => within(path, folder)),
      path,
    ).toBe(true);
});

it("leaves out of app.css everything guides.css scans, but the shared folders", () => {
  for (const path of scanned) expect([...SHARED, ...excluded], path).toContain(path);
});
