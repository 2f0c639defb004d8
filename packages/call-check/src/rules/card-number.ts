import type { Rule, RuleWords } from "../types.ts";
import { findingsOfKind } from "./sensitive-findings.ts";

export const cardNumber: Rule = {
  id: "card-number",
  law: "PCI DSS",
  find(call) {
    return findingsOfKind(this, call, "card");
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const cardNumberWords: RuleWords = {
  name: "Card number in the transcript",
  citation: "Req. 3.5.1 (v4.0.1)",
  source: "https://www.pcisecuritystandards.org/document_library/",
  why: "A card number left readable in a recording or transcript is stored card data, and PCI DSS requires a stored card number to be rendered unreadable wherever it is kept, for example by truncation, index tokens or strong cryptography (Req. 3.5.1).",
  compliantWording:
    "Please don’t read your card number aloud. I’ll text you a secure payment link, so the number never passes through this call.",
  guide: "/regulations/pci-dss#card-numbers-wherever-they-are-stored-req-351-321",
};
