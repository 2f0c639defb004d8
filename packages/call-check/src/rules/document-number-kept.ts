import { FOR_A_REGISTER, KEEPS_DOCUMENT_NUMBER, NOT_KEPT } from "../language/personal-data.ts";
import { says, sentences } from "../language/phrases.ts";
import type { Rule, RuleWords } from "../types.ts";
import { finding } from "./context.ts";

export const documentNumberKept: Rule = {
  id: "document-number-kept",
  law: "GDPR",
  find(call) {
    // Sentence by sentence: "we don't keep passport numbers" keeps none, and a number noted for a register the law
    // requires is kept lawfully; neither says anything of the sentence beside it. A sentence that keeps one is
    // in a turn that does, whose whole text is asked first: most turns keep nothing, and are not split.
    const keeps = (sentence: string) =>
      says(sentence, KEEPS_DOCUMENT_NUMBER) && !says(sentence, NOT_KEPT, FOR_A_REGISTER);
    return call.turns.flatMap((turn) =>
      turn.speaker === "agent" && says(turn.text, KEEPS_DOCUMENT_NUMBER) && sentences(turn.text).some(keeps)
        ? [finding(this, call, turn)]
        : [],
    );
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const documentNumberKeptWords: RuleWords = {
  name: "Identity document number kept",
  citation: "GDPR Art. 5(1)(c), (e); 6(1)(c)",
  source: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  why: "Keeping an ID number beyond what the purpose needs, for example in a profile for next time, may break data minimisation and storage limitation (GDPR Art. 5(1)(c), (e)), and it is what identity fraud needs. Where a law requires it, such as a guest register, keep only what that law requires, for as long as it says (Art. 6(1)(c)).",
  compliantWording:
    "Please don’t read out your passport number. We’ll record only what the law requires when you check in.",
  guide: "/regulations/gdpr",
};
