import { capitalized } from "#src/lib/text.ts";

/**
 * A configured phrase at the start of a sentence ("two years" → "Two years"). Absent, it renders nothing: the MDX
 * evaluates it even inside a `<Show>` that hides it.
 */
export function CapitalizedText({ text }: { text: string | undefined }) {
  return text === undefined ? null : capitalized(text);
}
