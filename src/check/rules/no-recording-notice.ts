import { RECORDING_NOTICE } from "#src/check/language/disclosure.ts";
import { says } from "#src/check/language/phrases.ts";
import type { Rule } from "#src/check/types.ts";
import { finding, opening } from "./context.ts";

export const noRecordingNotice: Rule = {
  id: "no-recording-notice",
  name: "No recording notice at the start",
  law: "CIPA",
  citation: "Cal. Penal Code §632.7(a), §632(a)",
  source: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PEN&sectionNum=632.7",
  why: "In California, recording any call to or from a cell or cordless phone without the consent of every party is an offense, confidential or not (Cal. Penal Code §632.7(a); Smith v. LoanMe, Cal. 2021), as is recording a confidential call (§632(a)); anyone injured may sue for the greater of $5,000 per violation or three times actual damages (§637.2(a)). Saying so in the opening turn gives every caller notice before anything they say is recorded, and the transcript shows that it was given.",
  compliantWording:
    "Just so you know, this call is recorded and transcribed. If you’re not comfortable with that, you can tell me now.",
  guide: "/industries/callcenter#faq",
  find(call) {
    if (!call.recorded) return [];
    const [first, second] = opening(call);
    if (!first || [first, second].some((turn) => turn && says(turn.text, RECORDING_NOTICE))) return [];
    return [finding(this, call, first)];
  },
};
