/**
 * The paths Astro builds, read from src/pages (each dynamic route with the guide slugs it is built for): for tests
 * that run before a build. e2e/routes.spec.ts holds it equal to the pages the build wrote.
 */
import { readdirSync } from "node:fs";
import { industryPaths, regulationPaths, statePath } from "#src/config/guides.ts";
import { jurisdictions } from "#src/content/jurisdictions.ts";

const DYNAMIC_ROUTES: Record<string, readonly `/${string}`[]> = {
  "regulations/[slug]": regulationPaths,
  "industries/[slug]": industryPaths,
  "states/[slug]": jurisdictions.map(({ name }) => statePath(name)),
};

/** Every path with a page of its own (the not-found page has none), in no particular order. */
export function pageRoutes(): `/${string}`[] {
  return readdirSync("src/pages", { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".astro") && name !== "404.astro")
    .map((name) => name.replace(/(\/?index)?\.astro$/, ""))
    .flatMap((route): readonly `/${string}`[] => DYNAMIC_ROUTES[route] ?? [`/${route}`]);
}
