/**
 * Curly quotes and apostrophes, dashes and ellipses for the guides' text outside the MDX body (frontmatter, component
 * props), as Astro's Markdown already gives the body: editors type plain ASCII, readers get typography.
 */
import { retext } from "retext";
import retextSmartypants from "retext-smartypants";
import { mapStrings } from "#src/lib/map-strings.ts";

const processor = retext().use(retextSmartypants);

export const typeset = (text: string): string => String(processor.processSync(text));

/** Every string a page shows, typeset (curly quotes, dashes); web addresses stay exactly as written. */
export const typesetText = <T>(value: T): T => mapStrings(value, typeset);
