import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of children.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./children.ts")> = {
  ASKS_PERSONAL_INFORMATION: {
    matches: [
      "What's your full name and your home address so we can mail it?",
      "And what's a phone number we can reach you at?",
      "Can I get your email address to send the code?",
      "Where do you live, sweetie?",
    ],
    misses: [
      "Could a grown-up come to the phone?",
      "What's the name of the toy that broke?",
      "Your order number is on the box.",
    ],
  },
  PARENT_ON_THE_LINE: {
    matches: ["Hi, this is his mom. Sorry about that.", "I'm her father, what's going on?"],
    misses: ["I'll ask my mom.", "Is this his mom?", "It's his mom's phone, he borrowed it."],
  },
  ASKS_FOR_PARENT: {
    matches: [
      "Could a grown-up come to the phone?",
      "Can I speak to your mom or dad, please?",
      "Is a parent or guardian home right now?",
      "Am I speaking with a parent?",
      "I can only share that with your mom.",
    ],
    misses: [
      "I'll send it so you can pass it along to your mom.",
      "My dad bought it for me.",
      "Did you build it with your mom?",
      "Tell me what happened when you turned it on.",
    ],
  },
  DROPS_RECORDING: {
    matches: [
      "I'm stopping the recording now and deleting what we recorded, because I need a parent's permission first.",
      "We won't keep a recording of this call.",
      "Okay, I've deleted the recording of this call.",
    ],
    misses: [
      "This call is recorded for quality.",
      "We don't delete recordings, they're kept for ninety days.",
      "I'll keep the recording on file in case you call back.",
      "Let me delete that old order from your account.",
    ],
  },
};
