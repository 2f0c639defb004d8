import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of requests.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./requests.ts")> = {
  STOP_REQUEST: {
    matches: [
      "Please stop calling me.",
      "You have the wrong number, please don't call here again.",
      "Take me off your call list.",
      "Put me on your do-not-call list.",
      "I'm not interested, stop calling.",
    ],
    misses: [
      "I don't call here often, is this still the pharmacy?",
      "Can you remove me from the order? Just the one blender.",
      "Opt me out of the sale of my data.",
      "Can you stop by on Tuesday instead?",
      "Please don't call me sir, Dana is fine.",
    ],
  },
  BARE_STOP: {
    matches: ["Stop.", "Please stop!", "Just stop it."],
    misses: ["Stop, who is this?", "Where's the nearest bus stop?"],
  },
  HONORS_STOP: {
    matches: [
      "I've removed your number from our list.",
      "Understood, we won't call you again.",
      "You've been added to our do-not-call list.",
    ],
    misses: [
      "I understand. Before you go, can I tell you about our new plan?",
      "I can't remove you from this list, you'll need to go online.",
      "I'm removing the late fee for you.",
    ],
  },
  FAREWELL: {
    matches: ["Okay, goodbye.", "Thanks for your time, have a great day."],
    misses: ["Hello, is this Maria?", "Take a look at the offer we sent.", "I'll take care of that for you right now."],
  },
  PUSHBACK: {
    matches: [
      "Before you go, this is a limited-time offer.",
      "Are you sure? It only takes a minute.",
      "To be removed, please visit our website and fill out the form.",
    ],
    misses: [
      "Understood, I've removed your number. Goodbye.",
      "Of course, let me just confirm the number so I remove the right one.",
      "Of course, you won't receive any more calls.",
    ],
  },
  PROMOTION: {
    matches: [
      "We're running a special offer this month, twenty percent off your first order.",
      "You may be eligible for a zero-dollar premium plan.",
      "Would you like to upgrade to our premium plan?",
      "You could save up to $400 a year.",
    ],
    misses: [
      "Your appointment is confirmed for Tuesday at ten.",
      "I'm calling to confirm your delivery window.",
      "Your plan covers the repair at no extra charge.",
      "Your new plan starts on Monday.",
    ],
  },
  OPT_OUT_OFFER: {
    matches: [
      "If you'd rather not receive these calls, just say stop.",
      "You can opt out at any time.",
      "Press 9 to be added to our do-not-call list.",
    ],
    misses: [
      "Press 1 to speak to an agent.",
      "You can call us back at any time.",
      "If you want to stop receiving paper statements, just tell me.",
    ],
  },
};
