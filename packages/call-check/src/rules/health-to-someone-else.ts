import { says } from "../language/phrases.ts";
import {
  HEALTH_INFORMATION,
  NAMES_A_CONDITION,
  PICKS_UP,
  READY_TO_COLLECT,
  SUBSTANCE_USE,
} from "../language/health.ts";
import { AUTHORIZATION, THIRD_PARTY, WRITTEN_CONSENT } from "../language/records.ts";
import type { Rule, RuleWords } from "../types.ts";
import { aboutAnAnimal, finding } from "./context.ts";

export const healthToSomeoneElse: Rule = {
  id: "health-to-someone-else",
  law: "HIPAA",
  find(call) {
    if (aboutAnAnimal(call)) return [];
    const asksForOther = call.turns.find((turn) => turn.speaker === "caller" && says(turn.text, THIRD_PARTY));
    if (!asksForOther) return [];
    // 164.510(b)(3): a friend or relative may pick up filled prescriptions, supplies or X-rays, so saying what is ready
    // to collect is no disclosure (R-10 (b)); a condition named, or a substance-use record (42 CFR 2.31), still is.
    const pickUp = says(asksForOther.text, PICKS_UP);
    let authorized = false;
    let consented = false;
    for (const turn of call.turns) {
      if (turn.index <= asksForOther.index || turn.speaker !== "agent") continue;
      authorized ||= says(turn.text, AUTHORIZATION);
      consented ||= says(turn.text, WRITTEN_CONSENT);
      if (consented || !says(turn.text, HEALTH_INFORMATION)) continue;
      const collected = pickUp && says(turn.text, READY_TO_COLLECT) && !says(turn.text, NAMES_A_CONDITION);
      if (collected && !says(turn.text, SUBSTANCE_USE)) continue;
      // A substance-use-disorder program's records (42 CFR 2.31): an authorized contact or an oral agreement is not
      // enough, only the patient's written consent.
      if (says(turn.text, SUBSTANCE_USE) || !authorized) return [finding(this, call, turn)];
    }
    return [];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const healthToSomeoneElseWords: RuleWords = {
  name: "Health information shared with someone else",
  citation: "45 CFR 164.510(b); 164.502(a), (g); 164.508; 42 CFR 2.31",
  source:
    "https://www.ecfr.gov/current/title-45/subtitle-A/subchapter-C/part-164/subpart-E/section-164.510#p-164.510(b)",
  why: "Unless the patient has signed an authorization (45 CFR 164.508) or the caller is her personal representative (164.502(g)), a family member or friend may be told only what is directly relevant to their involvement in her care or its payment, with her agreement, her non-objection or, where the rule allows, professional judgment (164.510(b)); anything beyond that is a disclosure HIPAA does not permit (164.502(a)). Records of a substance-use-disorder program covered by 42 CFR part 2 need the patient’s written consent (42 CFR 2.31).",
  compliantWording:
    "I can help with that once I confirm you’re listed as an authorized contact on her record. Can you give me her date of birth and your name as it appears there?",
  guide: "/regulations/hipaa#family-members-and-others-involved-in-care-45-cfr-164510b",
};
