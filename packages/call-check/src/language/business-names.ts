/**
 * How an outbound call names the business behind it (47 CFR 64.1200(b)(1), R-1): the words before a name, and the
 * words of a name that make it a business's. Unlike the other modules' patterns, most of these read the text as
 * written: capitals are what tell a name from the words around it.
 */

/**
 * "from Northwind Insurance", "on behalf of Acme Energy", "this is Acme Energy calling", "this is Greenleaf Heating and
 * Air's assistant": a name after the words that give one, captured to be judged by its words. A person asked for is
 * not one: "may I speak with Marcus Reed?". Read as written: the name is the capitalised words.
 */
export const NAMES_AFTER = [
  /\b(?:from|(?<!\b(?:speak|speaking|talk|talking|chat|connect you)\s+)with|at(?=\s+(?:the\s+)?[A-Z])|on behalf of|(?<!\b(?:looking|asking|message|call)\s+)for|representing)\s+(?:the\s+)?([A-Z0-9][\w&'’.-]*(?:\s+(?:[A-Z0-9&][\w&'’.-]*|of|and|the))*)/g,
  /\bthis is\s+([A-Z][\w&'’-]*(?:\s+(?:(?!I['’]m\b)[A-Z][\w&'’.-]*|(?:in|of|on|at)\s+[A-Z][\w&'’.-]*)){1,4})\s+calling\b/g,
  /\bthis is\s+(?:the\s+)?([A-Z][\w&.-]*(?:\s+(?:[A-Z][\w&.-]*|of|and)){0,5})(?:['’]s|s['’])\s/g,
];

/** Words only a business's name carries: one of them makes a one-word name a business's ("Riverside Clinic"). */
export const BUSINESS_NOUN =
  /^(?:bank|banking|credit|clinic|dental|dentistry|medical|health|healthcare|hospital|pharmacy|energy|electric|power|gas|water|utilities|insurance|inc|llc|ltd|corp|co|company|group|services|solutions|associates|partners|agency|realty|motors|auto|lending|loans|mortgage|financial|finance|capital|recovery|collections|research|wireless|telecom|mobile|airlines?|hotels?|school|university|college|academy|district|county|city|department|labs?|laboratories|center|centre|care|veterinary|vet|plumbing|heating|roofing|solar|fitness|salon|spa|management|properties|property|logistics|delivery|store|stores|market|pharmaceuticals|law|legal|firm)$/i;

/** Titles, which make no name an organisation's: "for Mr. Alvarez". */
export const TITLE = /^(?:mr|mrs|ms|miss|dr|mx)\.?$/i;

/** The small words inside a name ("Bank of the West"), which count neither as capitalised words nor as nouns. */
export const WORD_WITHIN_A_NAME = /^(?:of|and|the|&)$/i;

/** A legal form, left out when a name said is compared with the registered one: "Northwind Energy, Inc.". */
export const LEGAL_FORM = /\b(?:inc|llc|ltd|co|corp|corporation|company|gmbh|plc|lp|llp)\b/g;

/** Transcripts in lower case (some speech-to-text output) name a business after the same words, without capitals. */
export const NAMES_A_BUSINESS_LOWER =
  /\b(?:from|with|on behalf of|representing|at) (?!(?:your|our|my|a|an|this|that|the|home|work|all|any)\b)[a-z0-9]/;

/**
 * Speech-to-text may write the name in lower case in a cased sentence: "calling from brightline lending". Read as
 * written: a capitalised name after these words is `NAMES_AFTER`'s to judge.
 */
export const CALLS_FROM_LOWER =
  /\b(?:calling from|on behalf of|representing) (?!(?:your|our|my|a|an|this|that|the|home|work)\b)[a-z0-9]/;
