/**
 * vigil-call-check: what the package offers, in one place. Read a transcript and check it (`checkCall`, then
 * `foundCall` for its redacted copy), weigh each finding at a place and date (`describedCall`, with the rules' words and
 * the registry's obligations they read), and the facts a report states (the notice, the rules' version).
 */
export { checkCall, type CheckReport } from "./check-call.ts";
export { foundCall } from "./checked-call.ts";
export { describedCall } from "./described-call.ts";
export { checkNotice } from "./notice.ts";
export { ELSEWHERE, listedPlaces } from "./place.ts";
export { ruleReachOfRegistry } from "./reach.ts";
export { rules, ruleWords } from "./rules/index.ts";
export { SITE } from "./site.ts";
export { DEFAULT_SETTINGS, DIRECTIONS, type CheckSettings, type FormatId } from "./types.ts";
export { RULES_VERSION } from "./version.ts";
