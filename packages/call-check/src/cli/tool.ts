/** What the command line says of itself in every report: its name, its version (the package's), the rules' version. */
import { createRequire } from "node:module";
import { RULES_VERSION, SITE } from "../index.ts";

// Read at run time, not imported: the manifest sits outside the compiled sources, two folders up from src/cli/ and
// from dist/cli/ alike.
const manifest = createRequire(import.meta.url)("../../package.json") as { version: string };

export const TOOL = { name: "vigil-check", version: manifest.version, rulesVersion: RULES_VERSION } as const;

/**
 * Where the rules' guides are, for the links of the SARIF and Markdown reports: the site's address as the build
 * knows it by default. The package is not built with the site's variables, so a deployment's own domain is not known.
 */
export const GUIDES_ORIGIN = SITE.url;
