/**
 * `npm run font:subset` (after `npm run build`): writes the site's font, src/assets/fonts/inter-variable.woff2, as
 * Inter's variable Latin file (@fontsource-variable/inter) cut to the characters it must draw: printable ASCII, the
 * Latin-1 letters (for names in a visitor's own transcript on /check), and every character the built pages show. The
 * font is on every page's path to its largest paint (decision 021); e2e/font.spec.ts fails when a page shows a
 * character the file lacks, and names this command.
 */
import { createRequire } from "node:module";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import subsetFont from "subset-font";
import { BUILDS } from "./lib/builds.ts";
import { pageCharacters } from "./lib/page-text.ts";

const FONT_FILE = "src/assets/fonts/inter-variable.woff2";

const range = (first: number, last: number): string[] =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index));
/** Drawn whatever the pages say today: printable ASCII, and the Latin-1 letters. */
const ALWAYS = [...range(0x20, 0x7e), ...range(0xc0, 0xff).filter((character) => !"×÷".includes(character))];

const builds = BUILDS.filter((build) => existsSync(join(build.client, "index.html")));
if (builds.length === 0) throw new Error("subset-font: no build to read the pages from: run `npm run build` first");
const characters = new Set(ALWAYS);
for (const build of builds) {
  for (const page of pageCharacters(build.client)) for (const character of page.characters) characters.add(character);
}
const source = readFileSync(
  createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);
const subset = await subsetFont(source, [...characters].join(""), { targetFormat: "woff2" });
writeFileSync(FONT_FILE, subset);
const beyondAscii = [...characters].filter((character) => character > "~" && !ALWAYS.includes(character));
console.log(
  `subset-font: ${FONT_FILE}, ${characters.size} characters (beyond ASCII and the Latin-1 letters: ${beyondAscii.sort().join("")}), ${subset.length} bytes (the full Latin file: ${source.length})`,
);
