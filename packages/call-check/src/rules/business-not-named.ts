import { normalize } from "../language/phrases.ts";
import type { Rule, RuleWords } from "../types.ts";
import { finding, opening } from "./context.ts";

/**
 * "from Northwind Insurance", "on behalf of Acme Energy", "this is Acme Energy calling", "this is Greenleaf Heating and
 * Air's assistant": a name after the words that give one, captured to be judged by `organisationLike`. A person asked
 * for is not one: "may I speak with Marcus Reed?".
 */
const NAMES_AFTER = [
  /\b(?:from|(?<!\b(?:speak|speaking|talk|talking|chat|connect you)\s+)with|at(?=\s+(?:the\s+)?[A-Z])|on behalf of|(?<!\b(?:looking|asking|message|call)\s+)for|representing)\s+(?:the\s+)?([A-Z0-9][\w&'’.-]*(?:\s+(?:[A-Z0-9&][\w&'’.-]*|of|and|the))*)/g,
  /\bthis is\s+([A-Z][\w&'’-]*(?:\s+(?:(?!I['’]m\b)[A-Z][\w&'’.-]*|(?:in|of|on|at)\s+[A-Z][\w&'’.-]*)){1,4})\s+calling\b/g,
  /\bthis is\s+(?:the\s+)?([A-Z][\w&.-]*(?:\s+(?:[A-Z][\w&.-]*|of|and)){0,5})(?:['’]s|s['’])\s/g,
];

/** Words only a business's name carries: one of them makes a one-word name a business's ("Riverside Clinic"). */
const BUSINESS_NOUN =
  /^(?:bank|banking|credit|clinic|dental|dentistry|medical|health|healthcare|hospital|pharmacy|energy|electric|power|gas|water|utilities|insurance|inc|llc|ltd|corp|co|company|group|services|solutions|associates|partners|agency|realty|motors|auto|lending|loans|mortgage|financial|finance|capital|recovery|collections|research|wireless|telecom|mobile|airlines?|hotels?|school|university|college|academy|district|county|city|department|labs?|laboratories|center|centre|care|veterinary|vet|plumbing|heating|roofing|solar|fitness|salon|spa|management|properties|property|logistics|delivery|store|stores|market|pharmaceuticals|law|legal|firm)$/i;

/** Titles, which make no name an organisation's: "for Mr. Alvarez". */
const TITLE = /^(?:mr|mrs|ms|miss|dr|mx)\.?$/i;

/**
 * With no registered name to compare, an organisation-like name: several capitalised words, or one with a
 * business noun. A first name ("from Sarah"), a possessive ("Sarah's office") or one capitalised word ("on behalf of
 * Sunny") may be a person's, and 64.1200(b)(1) asks for the business's name.
 */
function organisationLike(name: string): boolean {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/(?:['’]s|s['’])$|[.,'’]+$/g, ""))
    .filter((word) => word && !/^(?:of|and|the|&)$/i.test(word) && !TITLE.test(word));
  const capitalised = words.filter((word) => /^[A-Z]/.test(word));
  return capitalised.length >= 2 || words.some((word) => BUSINESS_NOUN.test(word));
}

const namesAnOrganisation = (text: string): boolean =>
  NAMES_AFTER.some((pattern) => [...text.matchAll(pattern)].some(([, name = ""]) => organisationLike(name)));

/** Transcripts in lower case (some speech-to-text output) name a business after the same words, without capitals. */
const NAMES_A_BUSINESS_LOWER =
  /\b(?:from|with|on behalf of|representing|at) (?!(?:your|our|my|a|an|this|that|the|home|work|all|any)\b)[a-z0-9]/;

/** Speech-to-text may write the name in lower case in a cased sentence: "calling from brightline lending". */
const CALLS_FROM_LOWER =
  /\b(?:calling from|on behalf of|representing) (?!(?:your|our|my|a|an|this|that|the|home|work)\b)[a-z0-9]/;

const simplify = (name: string): string =>
  normalize(name)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\b(?:inc|llc|ltd|co|corp|corporation|company|gmbh|plc|lp|llp)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const businessNotNamed: Rule = {
  id: "business-not-named",
  law: "TCPA",
  outboundOnly: true,
  find(call) {
    const [first] = opening(call, 1);
    if (!first) return [];
    const named = call.businessName.trim()
      ? ` ${simplify(first.text)} `.includes(` ${simplify(call.businessName)} `)
      : /[A-Z]/.test(first.text)
        ? namesAnOrganisation(first.text) || CALLS_FROM_LOWER.test(first.text)
        : NAMES_A_BUSINESS_LOWER.test(normalize(first.text));
    return named ? [] : [finding(this, call, first)];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const businessNotNamedWords: RuleWords = {
  name: "Business not named at the start",
  citation: "47 CFR 64.1200(b)(1)",
  source:
    "https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-64/subpart-L/section-64.1200#p-64.1200(b)(1)",
  why: "Every artificial or prerecorded voice message must state clearly, at its beginning, the business responsible for the call, by the name under which it is registered to do business (47 CFR 64.1200(b)(1)). An opening that leads with an offer, or gives only a first name, leaves the person unable to tell who is calling. During or after the message it must also give a telephone number of the business other than the one that placed the call (64.1200(b)(2)), which this rule does not check.",
  compliantWording:
    "Hi, this is an AI assistant calling for Northwind Energy about your account. You can reach us at 212-555-0147.",
  guide: "/regulations/tcpa#what-an-artificial-voice-message-must-say-47-cfr-641200b",
  reads: { kind: "telemarketing", citing: ["64.1200(b)"] },
};
