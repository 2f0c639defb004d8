import { says } from "../language/phrases.ts";
import { ACCOUNT_INFORMATION, ACCOUNT_STATE, NON_FINANCIAL_SERVICE } from "../language/records.ts";
import type { CallUnderCheck, Rule, RuleWords, Turn } from "../types.ts";
import { finding, identifiedBefore } from "./context.ts";

const discloses = (turn: Turn): boolean =>
  says(turn.text, ACCOUNT_INFORMATION) || (says(turn.text, ACCOUNT_STATE) && !says(turn.text, NON_FINANCIAL_SERVICE));

export const accountBeforeIdentity: Rule = {
  id: "account-before-identity",
  law: "GLBA",
  find(call: CallUnderCheck) {
    // Identity first: it is known once per call, and once the caller has given it no later turn need be read.
    const disclosure = call.turns.find(
      (turn) => turn.speaker === "agent" && !identifiedBefore(call, turn) && discloses(turn),
    );
    return disclosure ? [finding(this, call, disclosure)] : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const accountBeforeIdentityWords: RuleWords = {
  name: "Account information before identity check",
  citation: "16 CFR 314.4(c)(1), (c)(5); 12 CFR 30 App. B",
  source: "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-314/section-314.4#p-314.4(c)(1)",
  why: "The FTC’s Safeguards Rule requires access controls that authenticate users and let customers reach only their own information (16 CFR 314.4(c)(1)); banks meet the same standard under the Interagency Guidelines. An agent that reads balances or transactions to an unverified caller bypasses that control, which is exactly what pretext callers count on. Questions a caller can answer from memory are one factor: the same Rule requires multi-factor authentication for anyone accessing an information system unless your Qualified Individual approves equivalent controls in writing (314.4(c)(5)).",
  compliantWording:
    "I can look that up. I’ll text a one-time code to the number on your account; please read it back to me.",
  guide: "/regulations/glba#non-banks-the-ftc-safeguards-rule-16-cfr-3144",
};
