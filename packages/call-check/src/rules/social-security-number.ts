import type { Rule, RuleWords } from "../types.ts";
import { findingsOfKind } from "./sensitive-findings.ts";

export const socialSecurityNumber: Rule = {
  id: "ssn",
  law: "CCPA",
  find(call) {
    return findingsOfKind(this, call, "ssn");
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const socialSecurityNumberWords: RuleWords = {
  name: "Social Security number in the transcript",
  citation: "Cal. Civ. Code §1798.150(a); §1798.100(e)",
  source: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1798.150",
  why: "Under the CCPA a Social Security number is sensitive personal information, which a business must protect with reasonable security (Cal. Civ. Code §§1798.140(ae), 1798.100(e)). If a transcript holding a caller’s name and Social Security number, unencrypted and unredacted, is breached because that security failed, each California consumer affected may sue (§1798.150(a)).",
  compliantWording:
    "Please don’t read out your Social Security number; I don’t need it for this. I’ll text a one-time code to the number on your account instead.",
  guide: "/regulations/ccpa#enforcement-and-the-breach-only-private-right-1798150-1798155-179819990",
  reads: { places: ["CA"] },
};
