/** The words a number is said in, as packages/call-check/src/language/digits.ts reads them: "four one one one", "forty-one". */

export const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
};
/** "double five" → 55, "triple oh" → 000. */
export const REPEATS: Record<string, number> = { double: 2, triple: 3 };

/** "ten" to "nineteen", as two digits each. */
export const TEENS: Record<string, string> = {
  ten: "10",
  eleven: "11",
  twelve: "12",
  thirteen: "13",
  fourteen: "14",
  fifteen: "15",
  sixteen: "16",
  seventeen: "17",
  eighteen: "18",
  nineteen: "19",
};

/** "forty" is 40, and "forty-one" 41: the tens digit, its unit filled in by the word after it. */
export const TENS: Record<string, string> = {
  twenty: "2",
  thirty: "3",
  forty: "4",
  fifty: "5",
  sixty: "6",
  seventy: "7",
  eighty: "8",
  ninety: "9",
};

/**
 * Said between the groups of a number, as written ones have a dash: "five two one dash four four …"; and the fillers
 * a caller says while reading one out, "three eight two, uh, six zero".
 */
export const SPOKEN_JOINERS = new Set(["dash", "hyphen", "uh", "um", "er", "erm", "uhm"]);
