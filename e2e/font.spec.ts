/**
 * The site's font draws every character its pages show (decision 021): the file is cut to a subset, so a page that
 * shows a character outside it would draw that one glyph in a fallback font. Read from each build's pages and from
 * the font file they preload, its cmap through HarfBuzz.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { BUILDS } from "../scripts/lib/builds.ts";
import { pageCharacters } from "../scripts/lib/page-text.ts";
import { expect, test } from "./fixtures.ts";

test.skip(({ isMobile }) => isMobile, "files, read once");

/** The characters the font a page preloads can draw. */
async function fontCharacters(client: string): Promise<Set<string>> {
  const home = readFileSync(join(client, "index.html"), "utf8");
  const href = /<link rel="preload" href="([^"]+\.woff2)"/.exec(home)?.[1];
  if (!href) throw new Error("the landing page preloads no font");
  const face = new Face(new Blob(await convert(readFileSync(join(client, href)), "sfnt")));
  return new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));
}

for (const build of BUILDS) {
  test(`${build.name}: the font draws every character the pages show`, async () => {
    const drawn = await fontCharacters(build.client);
    expect(drawn.size, "the font's character count").toBeGreaterThan(150);
    const missing = pageCharacters(build.client).flatMap(({ path, characters }) =>
      [...characters]
        .filter((character) => !drawn.has(character))
        .map(
          (character) =>
            `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) on ${path}`,
        ),
    );
    expect(missing, "characters the font lacks: run `npm run build && npm run font:subset`").toEqual([]);
  });
}
