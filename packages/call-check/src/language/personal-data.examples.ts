import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of personal-data.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./personal-data.ts")> = {
  NOT_KEPT: {
    matches: [
      "We don't keep passport numbers on file, so you can put it away.",
      "I won't be storing your licence number, just the booking name.",
    ],
    misses: ["I'll keep your passport number on your profile.", "Not a problem, I've saved your passport number."],
  },
  FOR_A_REGISTER: {
    matches: [
      "I'll note your passport number for the guest register, as the law requires.",
      "We need it for the passenger manifest.",
    ],
    misses: ["I'll note your passport number on your profile.", "Please register for our loyalty programme online."],
  },
  ON_THE_SAME_BOOKING: {
    matches: [
      "The room is for me and my wife, under Carter.",
      "Can you check our reservation for Saturday? It's under my husband's name.",
    ],
    misses: ["My wife made a reservation there, can you tell me when for?", "Is my friend Jess booked for tonight?"],
  },
  REFUSES_TO_STOP: {
    matches: [
      "I'm afraid I won't be able to stop sharing your information with our partners.",
      "Unfortunately we can't opt you out over the phone.",
    ],
    misses: ["Done, I've stopped sharing your information.", "I can stop that for you right now."],
  },
  KEEPS_DOCUMENT_NUMBER: {
    matches: [
      "I've saved your passport number to your guest profile.",
      "Your driver's license number is now on file.",
      "I'll add the ID card number to your account.",
      "Okay, I'm saving your passport number now.",
    ],
    misses: [
      "Please bring your passport to check-in.",
      "I won't keep a copy of that, you can show it at the desk.",
      "You can add your passport details in the app before you arrive.",
    ],
  },
  ASKS_ABOUT_SOMEONE: {
    matches: [
      "Can you tell me if my flatmate Jamie has a room booked?",
      "I'm trying to find out whether Anne Cole is staying with you this week.",
    ],
    misses: ["I'd like to book a table for two.", "Is my booking still on for Friday?"],
  },
  CONFIRMS_THE_REQUEST: {
    matches: ["Done. Anne is booked for Tuesday.", "Perfect, I've booked the room for Friday."],
    misses: ["Anne is booked for Tuesday at ten.", "Would you like me to book it?"],
  },
  OFFERS_TO_BOOK: {
    matches: ["Would you like me to schedule that follow up?", "Shall I book him in for the morning?"],
    misses: ["He's booked for the twenty first.", "Would you like his address?"],
  },
  STATES_DETAILS: {
    matches: [
      "Yes, she's booked for Tuesday at three.",
      "His address on file is 22 Elm Street.",
      "He moved to Leeds last year.",
    ],
    misses: ["I can't share another guest's details.", "Could you spell his surname for me?"],
  },
  OPTS_OUT_OF_SHARING: {
    matches: [
      "I don't want my details shared with your partners.",
      "Please stop selling my personal information.",
      "Opt me out of the sale of my data.",
    ],
    misses: ["Can you share the link with me?", "Please stop calling me."],
  },
  STOPS_SHARING: {
    matches: ["Done, we won't share your details with partners.", "I've opted you out of sharing."],
    misses: ["We share your details with our delivery partners.", "I'll stop the recording now."],
  },
  SSN_WORDS: {
    matches: ["Can I get the last four of your social?", "My SSN is on the form."],
    misses: [
      "Can I get the last four of your card?",
      "What's your account number?",
      "Follow us on social media for updates.",
    ],
  },
  ASKS_MORE_THAN_AN_SSN: {
    matches: ["Your social and date of birth, please.", "And the zip code on the account?"],
    misses: ["Just the last four of your social, please.", "Can I get your Social Security number?"],
  },
};
