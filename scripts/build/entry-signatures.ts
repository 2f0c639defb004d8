/**
 * Lets an island's chunk gain exports (`preserveEntrySignatures: "allow-extension"` on the client build; Astro sets
 * "exports-only"). Without it, a module that an island and a module it imports on demand share cannot stay in the
 * island's chunk (that would add an export to it), so Rolldown moves it to a chunk of its own, one more request the
 * island waits for: the checker's shared modules made a 2.4 kB chunk and a 0.2 kB runtime chunk, and
 * `parse/limits.ts` a 0.2 kB one already before batches. Decision 028.
 */
import type { Plugin } from "vite";

export const entrySignatures = (): Plugin => ({
  name: "vigil:entry-signatures",
  options(options) {
    if (this.environment.name !== "client") return null;
    return { ...options, preserveEntrySignatures: "allow-extension" };
  },
});
