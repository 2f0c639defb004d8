import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of health.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./health.ts")> = {
  NAMES_A_CONDITION: {
    matches: [
      "Her metformin for the diabetes is ready at the counter.",
      "The pills for his cholesterol are in the bag, he takes one a day.",
    ],
    misses: [
      "Her prescription is ready to collect at the pharmacy counter.",
      "I can see the order for her pick-up is ready, you'll need her date of birth.",
    ],
  },
  HEALTH_INFORMATION: {
    matches: [
      "Ruth has two prescriptions ready: her lisinopril for blood pressure and the donepezil Dr. Kim started for her memory.",
      "Your MRI results came back and show a herniated disc.",
      "Her A1C was seven point eight.",
      "He was admitted last night and his condition is stable.",
      "Your cardiology appointment is on Thursday.",
    ],
    misses: [
      "Your appointment is on Thursday at ten.",
      "I can check on that. What's her date of birth?",
      "We're open until 8 p.m. for pickups.",
      "The results are usually back within a week.",
      "We have flu shots available this week.",
    ],
  },
  ABOUT_AN_ANIMAL: {
    matches: ["Thanks for calling Maple Animal Hospital.", "My dog's antibiotics are running low."],
    misses: ["My mother's antibiotics are running low.", "Hot dog stand, how can I help?"],
  },
  SUBSTANCE_USE: {
    matches: ["He's been on suboxone since March.", "My son is in rehab at Clearwater."],
    misses: [
      "He's been on lisinopril since March.",
      "The rehab center is closed on Sundays, sorry.",
      "He's in rehab for his knee after the fall.",
    ],
  },
  PICKS_UP: {
    matches: [
      "Hi, I'm picking up for my neighbor, Ruth Alvarez.",
      "I'm here to pick up my mom's prescription.",
      "I'm collecting the prescriptions for my dad.",
    ],
    misses: [
      "I'm calling about my mother's test results.",
      "Can you tell me how my dad is doing?",
      "Could you pick a time for my mom's appointment?",
    ],
  },
  READY_TO_COLLECT: {
    matches: [
      "It's ready for pickup at the counter.",
      "You can collect it from the front desk.",
      "Her prescription was picked up yesterday.",
    ],
    misses: [
      "I can't share her results without her consent.",
      "Her doctor will call her back this afternoon.",
      "It's already been sent to her doctor.",
    ],
  },
};
