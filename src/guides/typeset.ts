/**
 * Curly quotes and apostrophes, dashes and ellipses for the guides' text outside the MDX body (frontmatter, component
 * props), as Astro's Markdown already gives the body: editors type plain ASCII, readers get typography.
 */
import { retext } from "retext";
import retextSmartypants from "retext-smartypants";

const processor = retext().use(retextSmartypants);

export const typeset = (text: string): string => String(processor.processSync(text));

/** Every string a page shows, typeset (curly quotes, dashes); web addresses stay exactly as written. */
export function typesetText<T>(value: T, key?: string): T {
  if (typeof value === "string") return (key === "url" ? value : typeset(value)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typesetText(item)) as T;
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, typesetText(item, name)])) as T;
  }
  return value;
}
