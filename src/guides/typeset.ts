/**
 * Curly quotes and apostrophes, dashes and ellipses for the guides' text outside the MDX body (frontmatter, component
 * props), as Astro's Markdown already gives the body: editors type plain ASCII, readers get typography.
 * Relative imports only: the build's Node scripts load this module outside Vite.
 */
import { retext } from "retext";
import retextSmartypants from "retext-smartypants";

const processor = retext().use(retextSmartypants);

export const typeset = (text: string): string => String(processor.processSync(text));
