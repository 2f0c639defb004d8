/**
 * Lets a test import an .astro component to render it with Astro's container API (legal-document-render.ts).
 * `astro check` types .astro files; plain `tsc` needs this declaration to accept the import.
 */
declare module "*.astro" {
  const Component: import("astro/runtime/server/index.js").AstroComponentFactory;
  export default Component;
}
