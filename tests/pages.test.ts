// @vitest-environment node
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { prerenderedPages } from "~/config/pages";

it("lists every page in src/pages, and no other, with the file the build writes for it", () => {
  const built = readdirSync("src/pages")
    .filter((name) => name.endsWith(".astro"))
    .map((name) => name.replace(/\.astro$/, ""))
    .map((name) => (name === "index" ? "index.html" : name === "404" ? "404.html" : `${name}/index.html`));
  expect(prerenderedPages.map((page) => page.file).sort()).toEqual(built.sort());
});
