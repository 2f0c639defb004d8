/**
 * The last step of every guide, industry page and change entry schema: registry references replaced by the
 * registry's words (src/content/registry-references.ts), then typeset. A reference that names nothing fails the
 * build with the editor's message, naming the file (Astro adds it).
 */
import { z } from "astro/zod";
import { expandReferencesIn } from "#src/content/registry-references.ts";
import { typesetText } from "./typeset.ts";

export function pageText<T>(page: T, context: z.RefinementCtx): T {
  try {
    return typesetText(expandReferencesIn(page));
  } catch (error) {
    context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
}
