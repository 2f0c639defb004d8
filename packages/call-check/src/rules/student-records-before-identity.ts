import { normalize, says } from "../language/phrases.ts";
import {
  CALLER_IS_PARENT,
  EDUCATION_RECORDS,
  NOT_PARENT,
  POSTSECONDARY,
  SCHOOL_BELOW_COLLEGE,
  STUDENT_CONSENT,
} from "../language/records.ts";
import type { CallUnderCheck, Rule, RuleWords } from "../types.ts";
import { finding, identifiedBefore } from "./context.ts";

/**
 * Once a student attends a postsecondary institution the rights are the student's (99.5(a), R-13): a parent, however
 * well identified, then needs the student's written consent, unless an exception of 99.31(a) applies, which a call
 * cannot show.
 */
function parentOfPostsecondaryStudent(call: CallUnderCheck): boolean {
  // The whole call as one normalized text, joined from its turns' normalized texts (no turn is empty: the readers
  // drop those): normalizing a 3-hour call's text anew took longer than all the rule's other questions.
  const said = call.turns.map(({ text }) => normalize(text)).join(" ");
  return (
    POSTSECONDARY.test(said) &&
    !SCHOOL_BELOW_COLLEGE.test(said) &&
    call.turns.some((turn) => turn.speaker === "caller" && says(turn.text, CALLER_IS_PARENT))
  );
}

export const studentRecordsBeforeIdentity: Rule = {
  id: "student-records-before-identity",
  law: "FERPA",
  find(call) {
    const notParent = call.turns.some((turn) => turn.speaker === "caller" && says(turn.text, NOT_PARENT));
    const studentsRights = parentOfPostsecondaryStudent(call);
    let consented = false;
    const disclosure = call.turns.find((turn) => {
      if (turn.speaker !== "agent") return false;
      consented ||= says(turn.text, STUDENT_CONSENT);
      const unentitled = notParent || (studentsRights && !consented) || !identifiedBefore(call, turn);
      return unentitled && says(turn.text, EDUCATION_RECORDS);
    });
    return disclosure ? [finding(this, call, disclosure)] : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const studentRecordsBeforeIdentityWords: RuleWords = {
  name: "Student records before identity check",
  citation: "34 CFR 99.31(c); 99.30(a); 99.5(a)",
  source: "https://www.ecfr.gov/current/title-34/subtitle-A/part-99/subpart-D/section-99.31#p-99.31(c)",
  why: "A school must use reasonable methods to identify and authenticate parents, students and anyone else before disclosing information from education records to them (34 CFR 99.31(c)); outside the exceptions in 99.31, the disclosure also needs a parent’s or eligible student’s signed and dated written consent (99.30(a)). A score read aloud to an unverified caller is such a disclosure. Once a student is 18 or attends a postsecondary institution, the rights are the student’s (99.5(a)): a parent then needs the student’s written consent unless a 99.31(a) exception applies.",
  compliantWording:
    "I can discuss Jamie’s grades once I’ve confirmed you’re on file to receive them. Can you give me Jamie’s student ID and the PIN from your parent portal?",
  guide: "/regulations/ferpa#consent-before-disclosure-34-cfr-9930",
};
