import { RECORDING_NOTICE } from "../language/disclosure.ts";
import { says } from "../language/phrases.ts";
import type { Rule, RuleWords } from "../types.ts";
import { finding, opening } from "./context.ts";

export const noRecordingNotice: Rule = {
  id: "no-recording-notice",
  law: "CIPA",
  find(call) {
    if (!call.recorded) return [];
    const [first, second] = opening(call);
    if (!first || [first, second].some((turn) => turn && says(turn.text, RECORDING_NOTICE))) return [];
    return [finding(this, call, first)];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const noRecordingNoticeWords: RuleWords = {
  name: "No recording notice at the start",
  citation: "Cal. Penal Code §§632.7(a), 632(a), 631(a); §637.2(a)",
  source: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PEN&sectionNum=632.7",
  why: "California requires every party’s consent to record a call to or from a cell or cordless phone, confidential or not (Cal. Penal Code §632.7(a)), or any confidential call (§632(a)), and an AI service that listens in may need the caller’s consent too (§631(a)); a private suit may seek $5,000 per violation (§637.2(a)). Other states’ rules are on Laws by state. A notice in the opening turn comes before anything the caller says, and the transcript shows it was given.",
  compliantWording:
    "This call is recorded, transcribed and analyzed by our AI service provider. If you’d rather not, tell me now and I’ll connect you another way.",
  guide: "/industries/callcenter#faq",
  reads: { kind: "call-recording-consent", consent: ["all-party", "unsettled"] },
};
