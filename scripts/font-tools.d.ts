/** fontverter ships no types (subset-font's are @types/subset-font): what e2e/font.spec.ts calls of it. */
declare module "fontverter" {
  /** The font in another container: "sfnt" (TrueType or OpenType), "woff" or "woff2". */
  export function convert(font: Uint8Array, format: "sfnt" | "woff" | "woff2"): Promise<Uint8Array>;
}
