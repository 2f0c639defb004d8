import { transformSync } from "esbuild";

/**
 * Inline scripts travel in their page’s first round trip, where the landing page has almost no bytes to spare, so they
 * are minified at build: the source stays readable and the page pays only for what runs. Build time only: never
 * import this from an island.
 */
export function minifyInlineScript(source: string): string {
  return transformSync(source, { loader: "js", minify: true, target: "es2022" }).code.trimEnd();
}
