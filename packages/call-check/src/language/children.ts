/** A caller who says they are under 13, and what an agent then asks. */
import { normalize, says } from "./phrases.ts";

const AGES: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** The agent asks how old the caller is. */
const ASKS_AGE =
  /\bhow old (?:are (?:you|u)|did (?:you|u) turn|are (?:you|u) turning|will (?:you|u) be)\b|\b(?:what(?:'s| is)|tell me|can i (?:get|have)) (?:your|ur) age\b/;

/** A turn that is an age and nothing else: "twelve", "I'm 9.", "nine years old". */
const BARE_AGE =
  /^(?:i(?:'m| am) )?(?:only |just )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: years? old)?[.!]?$/;

const ageOf = (word: string): number => (/^\d+$/.test(word) ? Number(word) : (AGES[word] ?? 99));

/**
 * The age a caller states for themselves, "I'm 9", "im nine years old" (normalized to "i'm"), "I'm only 12", or gives
 * in answer to the agent's "How old are you?" (`asked`, the turn before): under 13, or null.
 */
export function statedChildAge(text: string, asked = ""): number | null {
  const said = normalize(text);
  const answer = ASKS_AGE.test(normalize(asked)) ? BARE_AGE.exec(said) : null;
  if (answer) {
    const age = ageOf(answer[1] ?? "");
    return age >= 3 && age < 13 ? age : null;
  }
  const pattern =
    /\b(?:i(?:'m| am)|my age is|i just turned|i turned|i(?:'m| am) (?:gonna|going to) (?:be|turn)|i(?:'m| am) in (?:the )?[a-z0-9]+ grade,? and) (?:only |just |almost )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: and a half)?( years? old| yrs? old| years of age)?(?! ?(?:minutes?|hours?|miles?|blocks?|dollars?|percent|feet|foot|weeks?|months?|days?|seconds?|am|pm|a\.m\.|p\.m\.|o'clock|%|\$|:|doors?|streets?|floors?|people|of|out|times?|kids|children|steps?|hundred|thousand|points?|inches|inch|pounds?|lbs|items?)\b)(?=\W|$)/g;
  for (const match of said.matchAll(pattern)) {
    const age = ageOf(match[1] ?? "");
    if (age >= 3 && age < 13) return age;
  }
  return null;
}

/**
 * The agent asks for a child's personal information: "what's a phone number we can reach you at?" too, but not "what's
 * the name of the toy?", whose name is the toy's.
 */
export const ASKS_PERSONAL_INFORMATION = [
  /\b(?:what(?:'s| is)|can i (?:get|have)|may i (?:get|have)|could (?:i|you) (?:get|have|give me|tell me)|tell me|give me|i(?:'ll| will) (?:just |only )?need|i (?:just |only )?need|spell|confirm) (?:your|ur) (?:full |first and last |first |last |home |street |mailing |e-?mail |phone |cell |parents' |school's )?(?:name|address|phone(?: number)?|number|e-?mail(?: address)?|school|birthday|date of birth|zip(?: code)?|post ?code|location|username|user name|screen name|player name|gamertag|photo)\b/,
  /\bwhat (?:e-?mail(?: address)?|phone number|home address|address|street) (?:is|do you|should|can)\b/,
  /\bwhat(?:'s| is| are) (?:the|your) (?:e-?mail(?: address)?|phone number|home address|address|(?:full |first and last |first |last )?names?(?! of (?:the|that|this|a|an|it|those|these)\b)|user ?name|player name)\b/,
  /\bwhere do you live\b|\bwhat school do you go to\b|\bhow can i reach you\b|\bwhat(?:'s| is) (?:the best|a good|a) (?:phone |cell |contact |callback )?number\b/,
];

/**
 * What is a child's personal information only combined with an identifier (16 CFR 312.2 item (10), R-14): a first
 * name, a school, a birthday, a zip code. Left out, what remains names an identifier or not.
 */
const WEAK_DETAIL =
  /\b(?:first name|school(?:'s name)?|birthday|date of birth|birth date|zip(?: code)?|post ?code)\b|\bwhat school do you go to\b/g;

const IDENTIFIER =
  /\b(?:name|address|phone|number|e-?mail|user ?name|screen name|player name|gamertag|photo|location)\b|\bwhere do you live\b|\bhow can i reach you\b/;

/** The agent asks for an identifier of 312.2 itself, not only a detail that needs one. */
export const asksAnIdentifier = (text: string): boolean =>
  says(text, ASKS_PERSONAL_INFORMATION) && IDENTIFIER.test(normalize(text).replace(WEAK_DETAIL, " "));

const PARENT = "(?:parents?|guardian|mom|dad|mother|father|grown-?up|adult)";

/** A parent has taken the phone: "Hi, this is his mom", "I'm her father"; "it's his mom's phone" names its owner. */
export const PARENT_ON_THE_LINE = new RegExp(
  `\\b(?:this is|i(?:'m| am)|it's) (?:his|her|their|the child's|[a-z]+'s) (?:${PARENT}|legal guardian)\\b(?!'s?\\b)`,
);

/**
 * The agent asks for a parent or guardian; "I'll send it to pass along to your mom" does not, nor "did you build it
 * with your mom?": "with your mom" asks for one only after speaking, checking or sharing.
 */
export const ASKS_FOR_PARENT = new RegExp(
  `\\b(?:speak|talk|chat) (?:to|with) (?:your|a|an|the) ${PARENT}\\b|\\b(?:get|put|ask|fetch|bring|grab|have) (?:your|a|an) ${PARENT}\\b|\\b${PARENT}s? (?:there|around|home|nearby|available|come to the phone|on the (?:phone|line))\\b|\\bparent(?:al)? (?:permission|consent)\\b|\\b(?:speak(?:ing)?|talk(?:ing)?|chat(?:ting)?|check(?:ing)?|confirm|shar(?:e|ing))\\b(?: [a-z']+){0,4} with (?:your|a) ${PARENT}\\b`,
);

/**
 * A caller who says a child under 13 is on the call with them: "he's right here with me. He's ten." The agent may
 * then be talking to the child.
 */
export function childOnTheCall(text: string): boolean {
  const said = normalize(text);
  const present =
    /\b(?:right here|here with me|on the line|next to me|with me now|on speaker|listening in|put (?:him|her|them) on)\b/.test(
      said,
    );
  const age =
    /\b(?:he's|she's|he is|she is|they're|who's|who is)(?: only| just)? (\d{1,2}|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! ?(?:minutes?|hours?|miles?|percent|%))|\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]year[- ]old\b/.exec(
      said,
    );
  if (!present || !age) return false;
  const word = age[1] ?? age[2] ?? "";
  const years = ageOf(word);
  return years >= 3 && years < 13;
}

/**
 * The agent says the child's recording will not be kept: "I'm stopping the recording and deleting what was recorded", "we won't keep
 * a recording of this call". Not "we don't delete recordings": a denial keeps it.
 */
export const DROPS_RECORDING =
  /\b(?<!(?:n't|not|never) )(?:delet(?:e|ed|ing)|eras(?:e|ed|ing)|discard(?:ed|ing)?)\b[^.?!]{0,40}\brecord(?:ing|ed)\b|\b(?:won't|will not|don't|do not|not going to|never) (?:keep|save|store|retain)\b[^.?!]{0,30}\brecording\b/;
