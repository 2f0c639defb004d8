/**
 * The characters a build's pages show: their text and the attributes a browser draws (placeholders, values, titles),
 * entity-decoded, from every page the build wrote. What the site's font must draw (scripts/subset-font.ts,
 * e2e/font.spec.ts), and what no page may still say once its day has passed (e2e/dated-wording.spec.ts).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { builtPages } from "./built-pages.ts";

const DRAWN_ATTRIBUTES = ["placeholder", "value", "title", "alt"];

/** Each page's path and the text it shows: its title, its body's text and the attributes a browser draws. */
export function pageTexts(client: string): { path: string; text: string }[] {
  const window = new Window({ settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true } });
  try {
    return builtPages(client).map((page) => {
      const { document } = window;
      document.documentElement.innerHTML = readFileSync(join(client, page.file), "utf8").replace(
        /^<!DOCTYPE html>/i,
        "",
      );
      for (const element of document.querySelectorAll("script, style, template")) element.remove();
      const attributes = [...document.querySelectorAll("*")].flatMap((element) =>
        DRAWN_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ""),
      );
      return { path: page.path, text: [document.title, document.body.textContent, ...attributes].join(" ") };
    });
  } finally {
    void window.happyDOM.close();
  }
}

/** Each page's path and the set of characters it shows, whitespace aside. */
export function pageCharacters(client: string): { path: string; characters: Set<string> }[] {
  // By code point, as a font's character map is.
  return pageTexts(client).map(({ path, text }) => ({
    path,
    characters: new Set(Array.from(text).filter((character) => /\S/u.test(character))),
  }));
}
