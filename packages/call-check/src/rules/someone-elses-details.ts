import {
  ASKS_ABOUT_SOMEONE,
  CONFIRMS_THE_REQUEST,
  OFFERS_TO_BOOK,
  ON_THE_SAME_BOOKING,
  STATES_DETAILS,
} from "../language/personal-data.ts";
import { says } from "../language/phrases.ts";
import { HEALTH_INFORMATION } from "../language/health.ts";
import { AUTHORIZATION, EDUCATION_RECORDS } from "../language/records.ts";
import type { CallUnderCheck, Rule, RuleWords, Turn } from "../types.ts";
import { finding, firstSaidAfter } from "./context.ts";

/**
 * The agent's turn before this one, an agent's, offered to book: this one confirms that booking ("he's booked for the
 * 21st"). Turns alternate (one speaker's consecutive lines are one turn), so it is two back; searching the call for it
 * from every turn took a 3-hour call seconds.
 */
const offeredToBook = (call: CallUnderCheck, turn: Turn): boolean =>
  says(call.turns[turn.index - 2]?.text ?? "", OFFERS_TO_BOOK);

export const someoneElsesDetails: Rule = {
  id: "someone-elses-details",
  law: "GDPR",
  find(call) {
    const asks = call.turns.find((turn) => turn.speaker === "caller" && says(turn.text, ASKS_ABOUT_SOMEONE));
    if (!asks) return [];
    // A guest on the same booking is entitled to it: the caller says so when asking, or before.
    if (
      call.turns.some(
        (turn) => turn.index <= asks.index && turn.speaker === "caller" && says(turn.text, ON_THE_SAME_BOOKING),
      )
    )
      return [];
    // Health information is the HIPAA rules' to find, and education records the FERPA rule's. A caller the record
    // lists (an authorized contact, a parent) may be told.
    const authorized = firstSaidAfter(call, asks, "agent", AUTHORIZATION);
    const disclosure = call.turns.find(
      (turn) =>
        turn.index > asks.index &&
        (!authorized || turn.index < authorized.index) &&
        turn.speaker === "agent" &&
        !says(turn.text, CONFIRMS_THE_REQUEST) &&
        !offeredToBook(call, turn) &&
        says(turn.text, STATES_DETAILS) &&
        !says(turn.text, HEALTH_INFORMATION, EDUCATION_RECORDS),
    );
    return disclosure ? [finding(this, call, disclosure)] : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const someoneElsesDetailsWords: RuleWords = {
  name: "Another person’s details disclosed",
  citation: "GDPR Art. 5(1)(f), 6(1), 32, 33",
  source: "https://eur-lex.europa.eu/eli/reg/2016/679/oj",
  why: "Telling an unverified caller about someone else’s booking, address or contact details may disclose that person’s data without a legal basis and without the security the GDPR requires (Art. 5(1)(f), 6(1), 32), unless the caller is entitled to it, such as a guest on the same booking; an unauthorised disclosure can also be a personal data breach to record and assess (Art. 33).",
  compliantWording:
    "I can’t share anything about another person’s bookings. They can check their own appointments online or call us themselves.",
  guide: "/regulations/gdpr",
};
