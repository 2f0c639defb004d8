/**
 * HTML character references in cue text, as WebVTT defines them: named (`&amp;`), decimal (`&#39;`) and hex
 * (`&#x27;`). Hand-written on purpose: the table of HTML's 2,231 names in the `entities` package is 20 KB gzipped
 * alone, and the checker's code had about 120 bytes of its 35 KiB budget left. So this knows every number and the
 * names captions and exported transcripts use; any other name is left as it is written, never guessed.
 */

/** Markup, spaces, quotes, dashes and signs, and the letters no accent mark composes. */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  shy: "\u00ad",
  zwnj: "\u200c",
  zwj: "\u200d",
  lrm: "\u200e",
  rlm: "\u200f",
  lsquo: "‘",
  rsquo: "’",
  sbquo: "‚",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  lsaquo: "‹",
  rsaquo: "›",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  bull: "•",
  middot: "·",
  iexcl: "¡",
  iquest: "¿",
  sect: "§",
  para: "¶",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  deg: "°",
  plusmn: "±",
  times: "×",
  divide: "÷",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  micro: "µ",
  ordf: "ª",
  ordm: "º",
  szlig: "ß",
  AElig: "Æ",
  aelig: "æ",
  OElig: "Œ",
  oelig: "œ",
  Oslash: "Ø",
  oslash: "ø",
  ETH: "Ð",
  eth: "ð",
  THORN: "Þ",
  thorn: "þ",
};

/** The accented letters are named letter and mark ("eacute", "Ntilde"): the letter and a combining mark, composed. */
const MARKS: Record<string, string> = {
  grave: "\u0300",
  acute: "\u0301",
  circ: "\u0302",
  tilde: "\u0303",
  uml: "\u0308",
  ring: "\u030a",
  caron: "\u030c",
  cedil: "\u0327",
};

/** HTML reads &#128;–&#159; as Windows-1252, as old exports wrote "’" (&#146;). */
const WINDOWS_1252 = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8DŽ\x8F\x90‘’“”•–—˜™š›œ\x9DžŸ";

const REFERENCE = /&(?:#(\d{1,8})|#[xX]([\da-fA-F]{1,7})|([A-Za-z][A-Za-z\d]{1,31}));/g;

/** A number's character; one no text may hold (a surrogate, NUL, past U+10FFFF) is U+FFFD, as in HTML. */
function numbered(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80] ?? "";
  const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return invalid ? "\uFFFD" : String.fromCodePoint(code);
}

function named(reference: string, name: string): string {
  const known = NAMED[name];
  if (known !== undefined) return known;
  const [, letter, mark] = /^([A-Za-z])([a-z]{3,5})$/.exec(name) ?? [];
  const composed = letter && mark && MARKS[mark] ? (letter + MARKS[mark]).normalize("NFC") : "";
  // Only a letter that composes is one HTML names: "&quml;" stays text rather than becoming q and a mark.
  return composed.length === 1 ? composed : reference;
}

/** The text with each reference it knows replaced once: "&amp;lt;" is "&lt;". */
export const decodeCharacterReferences = (text: string): string =>
  text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) =>
    name ? named(reference, name) : numbered(decimal ? Number(decimal) : parseInt(hex ?? "", 16)),
  );
