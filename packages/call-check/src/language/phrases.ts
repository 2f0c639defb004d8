/**
 * Matching what people say: text lowered, apostrophes and quotes made plain, spaces collapsed. Every pattern the
 * rules use is a bounded alternation of words, tested against one turn at a time: none can backtrack without end.
 */

/**
 * Contractions speech-to-text writes without their apostrophe ("ive removed", "you wont"), restored so the phrasings
 * match. Only words that mean nothing else: "ill", "well", "were", "its" and "id" are left as they are.
 */
const CONTRACTIONS = new Map([
  ["im", "i'm"],
  ["ive", "i've"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["didnt", "didn't"],
  ["cant", "can't"],
  ["wont", "won't"],
  ["isnt", "isn't"],
  ["arent", "aren't"],
  ["wasnt", "wasn't"],
  ["youre", "you're"],
  ["youve", "you've"],
  ["youll", "you'll"],
  ["youd", "you'd"],
  ["theyre", "they're"],
  ["weve", "we've"],
  ["wouldnt", "wouldn't"],
  ["couldnt", "couldn't"],
  ["thats", "that's"],
  ["whats", "what's"],
]);
const WITHOUT_APOSTROPHE = new RegExp(`\\b(?:${[...CONTRACTIONS.keys()].join("|")})\\b`, "g");

/** Each text is normalized once per check: the rules ask many questions of the same turns. */
const normalized = new Map<string, string>();

/** "I’m  Calling" → "i'm calling"; "ive removed" → "i've removed". */
export function normalize(text: string): string {
  const known = normalized.get(text);
  if (known !== undefined) return known;
  // Each replacement only where needed: most turns have plain quotes and single spaces, and a check reads every turn.
  let result = text.toLowerCase();
  if (/[’‘`´“”]/.test(result)) result = result.replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"');
  if (/\s\s|[^\S ]/.test(result)) result = result.replace(/\s+/g, " ");
  result = result.trim();
  result = result.replace(WITHOUT_APOSTROPHE, (word) => CONTRACTIONS.get(word) ?? word);
  // "callin' for my wife": the dropped g of speech, written back.
  if (result.includes("in'")) result = result.replace(/\b([a-z]{2,})in'(?![a-z])/g, "$1ing");
  // "Dr. Moreno" is not the end of a sentence, which many phrasings stop at.
  if (result.includes(".")) result = result.replace(/\b(dr|mr|mrs|ms|prof|st|jr|sr)\./g, "$1");
  if (normalized.size > 20_000) normalized.clear();
  normalized.set(text, result);
  return result;
}

/** Each list of phrasings as one expression, made once. */
const joined = new WeakMap<readonly RegExp[], RegExp>();

/**
 * One expression for a list of phrasings: a turn is scanned once instead of once per phrasing, which halved the
 * time the rules spend matching (decision 018). The phrasings take no flags: they match normalized text.
 */
function anyOf(phrasings: readonly RegExp[]): RegExp {
  let pattern = joined.get(phrasings);
  if (!pattern) {
    const flagged = phrasings.find(({ flags }) => flags !== "");
    if (flagged) throw new Error(`a phrasing takes no flags: /${flagged.source}/${flagged.flags}`);
    pattern = new RegExp(phrasings.map(({ source }) => `(?:${source})`).join("|"));
    joined.set(phrasings, pattern);
  }
  return pattern;
}

/** Whether the normalized text matches a pattern, or any phrasing of a list. */
export const says = (text: string, ...patterns: readonly (RegExp | readonly RegExp[])[]): boolean => {
  const said = normalize(text);
  return patterns.some((pattern) => (pattern instanceof RegExp ? pattern : anyOf(pattern)).test(said));
};

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

/** A turn's sentences, normalized: where a "not" or a "but" says something of its own sentence only. */
export const sentences = (text: string): string[] => normalize(text).split(/(?<=[.?!])\s+/);
