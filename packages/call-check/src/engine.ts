/**
 * The command line's one door into the engine: what it uses of the package's modules, in one place.
 */
export { checkCall, type CheckReport } from "./check-call.ts";
export { foundCall } from "./checked-call.ts";
export { describedCall } from "./described-call.ts";
export { checkNotice } from "./notice.ts";
export { ELSEWHERE } from "./place.ts";
export { ruleReachOfRegistry } from "./reach.ts";
export { rules, ruleWords } from "./rules/index.ts";
export { SITE } from "./site.ts";
export { DEFAULT_SETTINGS, DIRECTIONS, type CheckSettings, type FormatId } from "./types.ts";
export { RULES_VERSION } from "./version.ts";
