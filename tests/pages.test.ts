// @vitest-environment node
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { industrySlugs, regulationSlugs } from "#src/config/guides.ts";
import { prerenderedPages } from "#src/config/pages.ts";

/** The values each dynamic route of src/pages is built for: one page per guide file. */
const dynamicRoutes: Record<string, readonly string[]> = {
  "regulations/[slug]": regulationSlugs,
  "industries/[slug]": industrySlugs,
};

it("lists every page in src/pages, and no other, with the file the build writes for it", () => {
  const routes = readdirSync("src/pages", { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".astro"))
    .map((name) => name.replace(/\.astro$/, ""));
  const built = routes.flatMap((route) => {
    const dynamic = dynamicRoutes[route];
    if (dynamic) return dynamic.map((slug) => `${route.replace("[slug]", slug)}/index.html`);
    if (route === "index") return ["index.html"];
    if (route === "404") return ["404.html"];
    return [`${route.replace(/\/index$/, "")}/index.html`];
  });
  expect(prerenderedPages.map((page) => page.file).sort()).toEqual(built.sort());
});
