import { normalize, says } from "../language/phrases.ts";
import { BARE_STOP, FAREWELL, HONORS_STOP, PROMOTION, PUSHBACK, STOP_REQUEST } from "../language/requests.ts";
import type { CallUnderCheck, Finding, Rule, RuleWords, Turn } from "../types.ts";
import { finding, nextAgentTurn } from "./context.ts";

/** A stop request: "Stop calling me", "Take me off your list", "I withdraw my consent", or "Stop." alone. */
const asksToStop = (text: string): boolean => says(text, STOP_REQUEST) || BARE_STOP.test(normalize(text));

/**
 * The answer ends the call: a goodbye, no pitch, and no later turn of the agent. The law asks that the request be
 * recorded and honoured, not confirmed aloud (64.1200(b)(3): "immediately terminate the call").
 */
const endsCall = (call: CallUnderCheck, answer: Turn): boolean =>
  says(answer.text, FAREWELL) && !says(answer.text, PROMOTION) && !nextAgentTurn(call, answer);

export const stopNotHonored: Rule = {
  id: "stop-not-honored",
  law: "TCPA",
  find(call) {
    const findings: Finding[] = [];
    for (const turn of call.turns) {
      if (turn.speaker !== "caller" || !asksToStop(turn.text)) continue;
      const answer = nextAgentTurn(call, turn);
      if (!answer) continue;
      const honored = says(answer.text, HONORS_STOP) || endsCall(call, answer);
      if (!honored || says(answer.text, PUSHBACK)) findings.push(finding(this, call, answer));
    }
    return findings;
  },
};

/** What the page says of it: shown beside each finding, and the same words in every export. */
export const stopNotHonoredWords: RuleWords = {
  name: "Stop request not honored",
  citation: "47 CFR 64.1200(a)(10), (b)(3), (d)(3)",
  source:
    "https://www.ecfr.gov/current/title-47/chapter-I/subchapter-B/part-64/subpart-L/section-64.1200#p-64.1200(a)(10)",
  why: "A called party may revoke consent by any reasonable method, including by saying so on the call, and the request must be honored within a reasonable time of at most ten business days (47 CFR 64.1200(a)(10)); as that rule read on 2 December 2026, the caller may not insist on another channel (changes the FCC reportedly adopted in FCC 26-67 take effect only once published). On an artificial-voice call that is telemarketing or made under the residential-line exemptions (informational, non-commercial, nonprofit or health-care calls), an opt-out through the call’s own mechanism must end the call at once (64.1200(b)(3)), and a residential subscriber’s request must be recorded at the time it is made (64.1200(d)(3)).",
  compliantWording:
    "Understood. I’ve added your number to our do-not-call list, and you won’t get further calls from us.",
  guide: "/regulations/tcpa#revoking-consent-47-cfr-641200a10",
  reads: { kind: "telemarketing", citing: ["64.1200(a)(10)", "64.1200(b)"] },
};
