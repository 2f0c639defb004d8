import { says } from "../language/phrases.ts";
import { HEALTH_INFORMATION } from "../language/health.ts";
import type { Rule, RuleWords } from "../types.ts";
import { aboutAnAnimal, finding, identifiedBefore } from "./context.ts";

export const healthBeforeIdentity: Rule = {
  id: "health-before-identity",
  law: "HIPAA",
  find(call) {
    if (aboutAnAnimal(call)) return [];
    // Identity first: it is known once per call, and once the caller has given it no later turn need be read.
    const disclosure = call.turns.find(
      (turn) => turn.speaker === "agent" && !identifiedBefore(call, turn) && says(turn.text, HEALTH_INFORMATION),
    );
    return disclosure ? [finding(this, call, disclosure)] : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const healthBeforeIdentityWords: RuleWords = {
  name: "Health information before identity check",
  citation: "45 CFR 164.514(h)(1); 164.502(a)",
  source: "https://www.ecfr.gov/current/title-45/section-164.514#p-164.514(h)(1)",
  why: "Before disclosing health information, a covered entity must verify the identity and authority of a caller it does not already know (45 CFR 164.514(h)(1)), and a disclosure the Privacy Rule does not permit is prohibited (164.502(a)). Reading results to a caller who has only given a name discloses them to whoever is on the line.",
  compliantWording:
    "Before I look at your results, can you confirm your date of birth and the member ID on your insurance card?",
  guide: "/regulations/hipaa#verifying-identity-and-authority-45-cfr-164514h",
};
