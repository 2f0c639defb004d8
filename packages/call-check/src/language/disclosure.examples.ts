import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of disclosure.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./disclosure.ts")> = {
  AI_DISCLOSURE: {
    matches: [
      "Hi, this is Ava, an AI assistant calling from Bright Smile Dental.",
      "Just so you know, I'm an automated system.",
      "You're speaking with a virtual receptionist.",
    ],
    misses: ["Hi, this is Ava calling from Bright Smile Dental.", "Our office uses a new scheduling system."],
  },
  NEGATED_NAME: {
    matches: [
      "I'm not a machine, I'm an automated assistant.",
      "No, I'm not an AI assistant.",
      "This call is not automated.",
    ],
    misses: [
      "I'm an AI assistant for Riverside Clinic.",
      "Nothing to worry about, I'm a virtual assistant.",
      "I cannot transfer you right now.",
    ],
  },
  HUMAN_CLAIM: {
    matches: ["Yes, I'm a real person.", "No, I'm not a robot, I promise."],
    misses: ["I'm not a real person, I'm an AI assistant.", "Is this a real person?"],
  },
  AI_QUESTION: {
    matches: ["Wait, are you a robot?", "Am I talking to a real person?", "Is this a real recruiter or like an AI?"],
    misses: ["Are you open on Saturday?", "I talked to a real person last time."],
  },
  RECORDING_NOTICE: {
    matches: ["This call may be recorded for quality purposes.", "Just so you know, we record all calls."],
    misses: ["This call may be monitored for quality.", "This call is not recorded."],
  },
  PLACES_CALL: {
    matches: ["Hi, I'm calling from Acme Insurance.", "This is Sam calling to confirm your appointment."],
    misses: ["Thanks for calling Acme Insurance.", "Who is this?"],
  },
  ANSWERS_CALL: {
    matches: ["Thank you for calling Bright Smile Dental, how can I help?", "You've reached the front desk."],
    misses: ["Hi, I'm calling from Acme Insurance.", "Thank you for your time."],
  },
};
