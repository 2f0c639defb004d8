import { OPTS_OUT_OF_SHARING, REFUSES_TO_STOP, STOPS_SHARING } from "../language/personal-data.ts";
import { says, sentences } from "../language/phrases.ts";
import type { CallUnderCheck, Finding, Rule, RuleWords, Turn } from "../types.ts";
import { finding, nextAgentTurn } from "./context.ts";

export const sharingOptOutIgnored: Rule = {
  id: "sharing-opt-out-ignored",
  law: "CCPA",
  find(call) {
    const findings: Finding[] = [];
    for (const turn of call.turns) {
      if (turn.speaker !== "caller" || !says(turn.text, OPTS_OUT_OF_SHARING)) continue;
      const answer = answerTo(call, turn);
      if (answer && !honours(answer)) findings.push(finding(this, call, answer));
    }
    return findings;
  },
};

/**
 * Whether a sentence of the answer stops, or says what the rule's text allows instead, without refusing in the same
 * sentence: "I won't be able to stop sharing" names the stop it refuses, "You can't opt back in online" after a stop
 * refuses something else.
 */
const honours = (answer: Turn): boolean =>
  sentences(answer.text).some((sentence) => says(sentence, STOPS_SHARING) && !says(sentence, REFUSES_TO_STOP));

/** Questions the agent may ask first ("Is that for the account ending in 712?") before it answers the request. */
const CLARIFYING_QUESTIONS = 2;

/**
 * The agent's answer to the request: its next turn, or, where that turn only asks a question back, the turn after the
 * caller's reply; a question is judged as the answer when the call ends on it.
 */
function answerTo(call: CallUnderCheck, request: Turn): Turn | undefined {
  let answer = nextAgentTurn(call, request);
  for (let asked = 0; answer && asked < CLARIFYING_QUESTIONS; asked++) {
    const question = /\?\s*$/.test(answer.text) && !honours(answer) && !says(answer.text, REFUSES_TO_STOP);
    const next = question ? nextAgentTurn(call, answer) : undefined;
    if (!next) break;
    answer = next;
  }
  return answer;
}

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const sharingOptOutIgnoredWords: RuleWords = {
  name: "Opt-out of sharing not honored",
  citation: "Cal. Civ. Code §1798.120, §1798.135",
  source: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.120",
  why: "A California consumer may direct a business not to sell or share their personal information, and the business must comply; an agent that keeps the caller in a partner program after the request may ignore it. A business that neither sells nor shares, or that has recorded the request for processing, can say so instead.",
  compliantWording:
    "Done: I’ve stopped sharing your information with our partners, and you’ll get an email confirming it.",
  guide: "/regulations/ccpa",
  reads: { places: ["CA"] },
};
