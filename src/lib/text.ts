/** Small helpers for sentences built from data: the consent banner and the legal documents join lists alike. */

/** "hello" → "Hello". */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Items with the words between them, for "a, b and c": strings, or React nodes such as code spans. */
export function joinedAsList<T>(items: readonly T[], conjunction = "and"): (T | string)[] {
  return items.flatMap((item, index) =>
    index === 0 ? [item] : [index === items.length - 1 ? ` ${conjunction} ` : ", ", item],
  );
}

/** Strings joined as "a, b and c". */
export const listSentence = (items: readonly string[], conjunction = "and"): string =>
  joinedAsList(items, conjunction).join("");
