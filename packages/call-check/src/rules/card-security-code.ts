import type { Rule, RuleWords } from "../types.ts";
import { findingsOfKind } from "./sensitive-findings.ts";

export const cardSecurityCode: Rule = {
  id: "card-security-code",
  law: "PCI DSS",
  find(call) {
    return findingsOfKind(this, call, "securityCode");
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const cardSecurityCodeWords: RuleWords = {
  name: "Card security code in the transcript",
  citation: "Req. 3.3.1.2 (v4.0.1)",
  source: "https://www.pcisecuritystandards.org/document_library/",
  why: "The card security code may be used to authorize a payment but must not be stored once authorization is complete, even encrypted (Req. 3.3.1, 3.3.1.2). A transcript or recording that keeps it may break that rule for as long as it exists; keypad entry keeps the code out of the recording only where the phone system masks the tones.",
  compliantWording:
    "Please don’t say the security code out loud. I’ll text you a secure payment link to enter it, so it never passes through this call.",
  guide: "/regulations/pci-dss#the-security-code-after-authorization-req-331-3312",
};
