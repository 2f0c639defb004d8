import {
  ASKS_FOR_PARENT,
  ASKS_PERSONAL_INFORMATION,
  asksAnIdentifier,
  PARENT_ON_THE_LINE,
} from "../language/children.ts";
import { says } from "../language/phrases.ts";
import type { Rule, RuleWords, Turn } from "../types.ts";
import { childTurn, finding, firstSaidAfter } from "./context.ts";

export const childPersonalInfo: Rule = {
  id: "child-personal-info",
  law: "COPPA",
  find(call) {
    const child = childTurn(call);
    if (!child) return [];
    // Once a parent has the phone, what the agent asks is asked of the parent.
    const parent = firstSaidAfter(call, child, "caller", PARENT_ON_THE_LINE);
    const asks = (turn: Turn) =>
      turn.index > child.index &&
      (!parent || turn.index < parent.index) &&
      turn.speaker === "agent" &&
      says(turn.text, ASKS_PERSONAL_INFORMATION) &&
      !says(turn.text, ASKS_FOR_PARENT);
    // A first name, school, birthday or zip code is personal information only with an identifier (312.2 item (10)):
    // the call must ask for one too, and the finding quotes the first question. Each search stops at its first.
    const first = call.turns.find(asks);
    return first && call.turns.some((turn) => asks(turn) && asksAnIdentifier(turn.text))
      ? [finding(this, call, first)]
      : [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const childPersonalInfoWords: RuleWords = {
  name: "Personal information from a child under 13",
  citation: "16 CFR 312.5(a)(1); 312.3",
  source: "https://www.ecfr.gov/current/title-16/chapter-I/subchapter-C/part-312/section-312.5#p-312.5(a)(1)",
  why: "When the agent is part of a website, app or other online service directed to children, or its operator knows it is talking with a child under 13, COPPA requires verifiable parental consent before collecting the child’s personal information, such as a first and last name, a home address, a phone number, an email address or a recording of the child’s voice (16 CFR 312.2, 312.3, 312.5(a)(1)). Whether a plain phone line is an online service is unsettled.",
  compliantWording:
    "Thanks for telling me. Could you ask a parent or guardian to come to the phone? I can help them with this.",
  guide: "/regulations/coppa#verifiable-parental-consent-first-16-cfr-3125ab",
};
