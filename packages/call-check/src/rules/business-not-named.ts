import {
  BUSINESS_NOUN,
  CALLS_FROM_LOWER,
  LEGAL_FORM,
  NAMES_A_BUSINESS_LOWER,
  NAMES_AFTER,
  TITLE,
  WORD_WITHIN_A_NAME,
} from "../language/business-names.ts";
import { normalize } from "../language/phrases.ts";
import type { Rule, RuleWords } from "../types.ts";
import { finding, opening } from "./context.ts";

/**
 * With no registered name to compare, an organisation-like name: several capitalised words, or one with a
 * business noun. A first name ("from Sarah"), a possessive ("Sarah's office") or one capitalised word ("on behalf of
 * Sunny") may be a person's, and 64.1200(b)(1) asks for the business's name.
 */
function organisationLike(name: string): boolean {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/(?:['’]s|s['’])$|[.,'’]+$/g, ""))
    .filter((word) => word && !WORD_WITHIN_A_NAME.test(word) && !TITLE.test(word));
  const capitalised = words.filter((word) => /^[A-Z]/.test(word));
  return capitalised.length >= 2 || words.some((word) => BUSINESS_NOUN.test(word));
}

const namesAnOrganisation = (text: string): boolean =>
  NAMES_AFTER.some((pattern) => [...text.matchAll(pattern)].some(([, name = ""]) => organisationLike(name)));

const simplify = (name: string): string =>
  normalize(name)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(LEGAL_FORM, " ")
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
