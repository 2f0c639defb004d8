import { AI_DISCLOSURE } from "../language/disclosure.ts";
import { says } from "../language/phrases.ts";
import type { Rule, RuleWords } from "../types.ts";
import { finding, opening } from "./context.ts";

export const aiNotDisclosed: Rule = {
  id: "ai-not-disclosed",
  law: "EU AI Act",
  find(call) {
    // Art. 50(5): "at the latest at the time of the first interaction", so only the agent's first turn counts.
    const [first] = opening(call, 1);
    if (!first || says(first.text, AI_DISCLOSURE)) return [];
    return [finding(this, call, first)];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const aiNotDisclosedWords: RuleWords = {
  name: "AI not disclosed at the start",
  citation: "Art. 50(1), (5); Utah Code §13-77-103; 10 M.R.S. §1500-DD",
  source: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
  why: "From 2 August 2026 the EU AI Act requires an AI system that talks with people to be built so that they are told they are interacting with an AI, clearly and at the latest at the first interaction, unless that is obvious (Art. 50(1), (5)). With a natural-sounding voice, it is hard to argue that it was obvious. Utah and Maine may also require the disclosure; which of these laws applies depends on where the business and the caller are, which a transcript cannot show.",
  compliantWording:
    "Hello, you’ve reached Northside Bank. I’m an AI assistant, not a person, and I can help with most questions or put you through to a member of staff.",
  guide: "/regulations/ai-disclosure#eu-ai-act-tell-people-they-are-talking-to-an-ai-art-501-5",
  reads: { kind: "ai-disclosure", citing: ["Art. 50(1)", "13-77-103", "§1500-DD"] },
};
