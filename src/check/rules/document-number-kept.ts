import { KEEPS_DOCUMENT_NUMBER } from "#src/check/language/personal-data.ts";
import { says } from "#src/check/language/phrases.ts";
import type { Rule } from "#src/check/types.ts";
import { finding } from "./context.ts";

export const documentNumberKept: Rule = {
  id: "document-number-kept",
  name: "Identity document number kept",
  law: "GDPR",
  citation: "GDPR Art. 5(1)(c), (e)",
  source: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  why: "Personal data must be limited to what the purpose needs and kept no longer than it needs: a passport or ID number read out on a call and saved to a profile for next time is neither, and it is what identity fraud needs.",
  compliantWording:
    "Please don’t read out your passport number. We only need to see it at check-in, and we won’t keep a copy.",
  guide: "/regulations/gdpr",
  find(call) {
    return call.turns.flatMap((turn) =>
      turn.speaker === "agent" && says(turn.text, KEEPS_DOCUMENT_NUMBER) ? [finding(this, call, turn)] : [],
    );
  },
};
