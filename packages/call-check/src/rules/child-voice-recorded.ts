import { DROPS_RECORDING } from "../language/children.ts";
import type { Rule, RuleWords } from "../types.ts";
import { childTurn, finding, firstSaidAfter } from "./context.ts";

export const childVoiceRecorded: Rule = {
  id: "child-voice-recorded",
  law: "COPPA",
  find(call) {
    if (!call.recorded) return [];
    // The recording holds the child's voice from that turn on, whatever the agent asks; a parent who takes the phone
    // later does not take it out. An agent that says the recording is deleted is taken at its word, as
    // child-personal-info takes its call for a parent: a transcript cannot show the deletion.
    const child = childTurn(call);
    return child && !firstSaidAfter(call, child, "agent", DROPS_RECORDING) ? [finding(this, call, child)] : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const childVoiceRecordedWords: RuleWords = {
  name: "A child’s voice recorded without a parent’s consent",
  citation: "16 CFR 312.2; 312.5(a)(1), (c)(9)",
  source: "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-312/section-312.2",
  why: "An audio file that contains a child’s voice is itself the child’s personal information (16 CFR 312.2, paragraph (8) of the definition). When the agent is part of a website, app or other online service directed to children, or its operator knows it is talking with a child under 13, keeping the call’s recording collects it, and COPPA requires verifiable parental consent first (312.5(a)(1)), whatever the agent asks. The FTC spares only audio used briefly in place of written words, to answer the child’s request, with no other personal information, and then deleted (312.5(c)(9); its 2017 policy on voice recordings, 82 FR 58076); a call recording that is kept does not qualify. Whether a plain phone line is an online service is unsettled.",
  compliantWording:
    "Thanks for telling me. I’m stopping the recording now and deleting what was recorded, because I need a parent’s permission first. Could you ask a parent or guardian to come to the phone?",
  guide: "/regulations/coppa#personal-information-includes-the-childs-voice-16-cfr-3122",
};
