/**
 * `import source from "#src/inline-scripts/<name>.ts?inline-script"`: a script written into a page's HTML, for what
 * must run as the page is parsed (before the first paint, or before anything else is requested). Each is a typed,
 * linted TypeScript module in src/inline-scripts/; this bundles it with its imports into one minified classic script
 * and gives its text, which the page writes inside `<script>` and the build hashes into the page's policy. Inline
 * scripts travel in the page's first round trip, so the page pays only for what runs.
 */
import { buildSync } from "esbuild";
import { resolve } from "node:path";
import type { Plugin } from "vite";

const QUERY = "?inline-script";

/** The script's text: the module and what it imports, as one IIFE. */
function bundleInlineScript(file: string): { code: string; inputs: string[] } {
  const result = buildSync({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    metafile: true,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`inline script ${file}: esbuild wrote nothing`);
  // Strict mode changes nothing these scripts do, and its directive would cost the landing page's first round trip.
  const code = output.text.trimEnd().replace(/^"use strict";/, "");
  return { code, inputs: Object.keys(result.metafile.inputs).map((input) => resolve(input)) };
}

export function inlineScripts(): Plugin {
  return {
    name: "vigil:inline-scripts",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const module = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      return module ? `${module.id}${QUERY}` : null;
    },
    load(id) {
      if (!id.endsWith(QUERY)) return null;
      const { code, inputs } = bundleInlineScript(id.slice(0, -QUERY.length));
      for (const input of inputs) this.addWatchFile(input);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
