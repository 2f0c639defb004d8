import { AI_DISCLOSURE, AI_QUESTION, HUMAN_CLAIM, NEGATED_NAME } from "../language/disclosure.ts";
import { normalize, says } from "../language/phrases.ts";
import type { Finding, Rule, RuleWords } from "../types.ts";
import { finding, nextAgentTurn } from "./context.ts";

/** The turn says it is an AI, a negated name aside: "I'm not an AI assistant" discloses nothing. */
const discloses = (text: string): boolean => says(normalize(text).replace(NEGATED_NAME, ""), AI_DISCLOSURE);

export const aiDenied: Rule = {
  id: "ai-denied",
  law: "EU AI Act",
  find(call) {
    const findings: Finding[] = [];
    for (const turn of call.turns) {
      // "I'm not a machine, I'm an automated assistant": a truthful disclosure, not a denial.
      if (turn.speaker === "agent" && says(turn.text, HUMAN_CLAIM) && !discloses(turn.text))
        findings.push(finding(this, call, turn));
      if (turn.speaker !== "caller" || !says(turn.text, AI_QUESTION)) continue;
      const answer = nextAgentTurn(call, turn);
      if (answer && !says(answer.text, AI_DISCLOSURE) && !says(answer.text, HUMAN_CLAIM)) {
        findings.push(finding(this, call, answer));
      }
    }
    return findings;
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const aiDeniedWords: RuleWords = {
  name: "Denied or dodged being an AI",
  citation: "Art. 50(1); Utah Code §13-77-103(1); Cal. Bus. & Prof. Code §17941",
  source: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj",
  why: "In Utah, a business using generative AI with a consumer must say that it is AI and not a human when the consumer clearly asks (Utah Code §13-77-103(1)), and the EU AI Act requires people to be told they are dealing with an AI (Art. 50(1)). An agent that claims to be a person, or sidesteps the question, misleads about the very fact these rules protect. California forbids a bot to mislead about its artificial identity to sell something (Bus. & Prof. Code §17941), but defines a bot as an online account (§17940): whether a phone call is covered is not settled.",
  compliantWording:
    "No, I’m not a person: I’m an AI assistant. I can put you through to a member of our team if you’d like.",
  guide: "/regulations/ai-disclosure#how-voice-agents-break-it",
  reads: { kind: "ai-disclosure", citing: ["Art. 50(1)", "13-77-103", "§§17940"] },
};
