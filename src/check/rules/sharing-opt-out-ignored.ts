import { OPTS_OUT_OF_SHARING, STOPS_SHARING } from "#src/check/language/personal-data.ts";
import { says } from "#src/check/language/phrases.ts";
import type { Finding, Rule, RuleWords } from "#src/check/types.ts";
import { finding, nextAgentTurn } from "./context.ts";

export const sharingOptOutIgnored: Rule = {
  id: "sharing-opt-out-ignored",
  law: "CCPA",
  find(call) {
    const findings: Finding[] = [];
    for (const turn of call.turns) {
      if (turn.speaker !== "caller" || !says(turn.text, OPTS_OUT_OF_SHARING)) continue;
      const answer = nextAgentTurn(call, turn);
      if (answer && !says(answer.text, STOPS_SHARING)) findings.push(finding(this, call, answer));
    }
    return findings;
  },
};

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
