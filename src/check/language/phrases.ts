/**
 * Matching what people say: text lowered, apostrophes and quotes made plain, spaces collapsed. Every pattern the
 * rules use is a bounded alternation of words, tested against one turn at a time: none can backtrack without end.
 */

/** Each text is normalized once per check: the rules ask many questions of the same turns. */
const normalized = new Map<string, string>();

/** "I’m  Calling" → "i'm calling". */
export function normalize(text: string): string {
  const known = normalized.get(text);
  if (known !== undefined) return known;
  const result = text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  if (normalized.size > 20_000) normalized.clear();
  normalized.set(text, result);
  return result;
}

/** Whether any of the patterns matches the normalized text. */
export const says = (text: string, ...patterns: readonly RegExp[]): boolean =>
  patterns.some((pattern) => pattern.test(normalize(text)));

/** A turn of a word or three that only acknowledges: "mm-hmm", "okay", "go on". */
export function isAcknowledgement(text: string): boolean {
  const words = normalize(text)
    .replace(/[^a-z\s-]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const vocabulary =
    /^(mm+-?hmm+|mhm+|uh-?huh|hmm+|ok|okay|yes|yeah|yep|yup|right|go|on|ahead|got|it|sure|alright|all|continue|and|uh|um)$/;
  return words.length > 0 && words.length <= 4 && words.every((word) => vocabulary.test(word));
}
