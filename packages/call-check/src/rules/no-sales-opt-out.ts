import { says } from "../language/phrases.ts";
import { OPT_OUT_OFFER, PROMOTION } from "../language/requests.ts";
import type { Rule, RuleWords } from "../types.ts";
import { agentTurns, finding, opening } from "./context.ts";

export const noSalesOptOut: Rule = {
  id: "no-sales-opt-out",
  law: "TCPA",
  outboundOnly: true,
  // Every outbound call the checker reads is an artificial voice's: telemarketing or not, 64.1200(b)(3) asks the
  // opt-out of it (informational, non-commercial, nonprofit and health-care calls to a residential line too). A
  // transcript cannot show the line, so every outbound call is held to it. The pitch, when there is one, is
  // the clearer evidence; otherwise the opening that lacked the offer.
  find(call) {
    const [first] = opening(call, 1);
    if (!first || opening(call).some(({ text }) => says(text, OPT_OUT_OFFER))) return [];
    const pitch = agentTurns(call).find((turn) => says(turn.text, PROMOTION));
    return [finding(this, call, pitch ?? first)];
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const noSalesOptOutWords: RuleWords = {
  name: "No opt-out offered on an artificial-voice call",
  citation: "47 CFR 64.1200(b)(3)",
  source:
    "https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-64/subpart-L/section-64.1200#p-64.1200(b)(3)",
  why: "An artificial-voice message that is telemarketing, or is made under the residential-line exemptions (informational, non-commercial, nonprofit or health-care calls), must offer an automated voice or key-press opt-out, with brief instructions, within two seconds of identifying the caller (47 CFR 64.1200(b)(3)). When the person uses it, the number must go on the caller’s do-not-call list and the call must end at once. This rule looks for the opt-out in the agent’s first two turns of every outbound call.",
  compliantWording:
    "If you’d rather not get calls like this, say “stop calling” at any time and we’ll add you to our do-not-call list.",
  guide: "/regulations/tcpa#what-an-artificial-voice-message-must-say-47-cfr-641200b",
  reads: { kind: "telemarketing", citing: ["64.1200(b)"] },
};
