/** The components a guide's or an industry page's MDX body may use, as `<Content components={…} />` receives them. */
import { CallExample } from "./call-example.tsx";
import { DemoCall } from "./demo-call.tsx";
import { StateRule } from "./state-rule.tsx";
import { Transition } from "./transition.tsx";

export const guideComponents = { CallExample, DemoCall, StateRule, Transition };
