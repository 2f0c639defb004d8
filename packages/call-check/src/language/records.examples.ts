import type { ExamplesOf } from "./examples.ts";

/** Sentences for the patterns of records.ts, in the corpus' style (tests/check-corpus). */
export const examples: ExamplesOf<typeof import("./records.ts")> = {
  ACCOUNT_STATE: {
    matches: ["Your account is now past due by thirty days.", "I can see the card was declined this morning."],
    misses: ["I can look at your account once you've verified.", "Is your account with us or with the bank?"],
  },
  ACCOUNT_INFORMATION: {
    matches: [
      "Your current balance is $1,284.50.",
      "The minimum payment of forty dollars is due on the fifth.",
      "Your account is thirty days past due.",
      "There's a charge of $89.99 at Best Buy from yesterday.",
    ],
    misses: [
      "A summer bill is usually around three hundred dollars.",
      "We offer payment plans, three payments of eighty dollars.",
      "I can help you check your balance once you're verified.",
      "Our basic plan's monthly payment is forty dollars.",
    ],
  },
  EDUCATION_RECORDS: {
    matches: [
      "Her grades in math dropped this term.",
      "He got a C on the fractions test.",
      "She has three missing assignments in science.",
      "Liam was absent twice last week.",
    ],
    misses: [
      "Report cards go home on Friday.",
      "The school office is open until four.",
      "Your credit score is not something we track.",
    ],
  },
  IDENTITY_DETAIL: {
    matches: ["July 2nd, 1948.", "My date of birth is March third, nineteen eighty.", "My PIN is 4 4 1 9."],
    misses: ["My password is wrong, I think.", "I'll be there on July 2nd.", "I don't know my member number."],
  },
  ASKS_IDENTITY: {
    matches: ["What's her date of birth?", "Can you give me the last four of the account number?"],
    misses: ["What's your zip code?", "Do you have a promo code?"],
  },
  THIRD_PARTY: {
    matches: [
      "Hi, I'm calling about my mother's prescriptions.",
      "I'm checking on my husband, he was admitted yesterday.",
      "This is her daughter, she can't come to the phone.",
    ],
    misses: ["I'm calling about my prescription.", "My mother says hi.", "Is the pharmacy open on Sunday?"],
  },
  WRITTEN_CONSENT: {
    matches: ["We have her signed consent on file.", "He signed a consent form in January."],
    misses: ["We'd need a signed consent before I can share that.", "There's no consent form on file."],
  },
  AUTHORIZATION: {
    matches: [
      "I see you're listed as an authorized contact on his account.",
      "You're her health care proxy, so I can go over it.",
      "We have her signed consent on file.",
    ],
    misses: [
      "Are you listed on her account?",
      "I can't share that without her permission.",
      "You'd need a power of attorney for that.",
    ],
  },
  NOT_PARENT: {
    matches: ["I'm his aunt, I pick him up on Thursdays.", "I'm not her mom, I'm the babysitter."],
    misses: ["I'm his mom.", "Is this about my son?"],
  },
};
