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
  NON_FINANCIAL_SERVICE: {
    matches: [
      "Your account is suspended, so your internet is off until it's paid.",
      "Your gym membership is past due.",
      "The account is overdue and the water will be shut off on Friday.",
    ],
    misses: [
      "Your loan is thirty days past due.",
      "Your card was declined this morning.",
      "Your mortgage account is in arrears.",
    ],
  },
  POSTSECONDARY: {
    matches: [
      "My daughter is a sophomore at Lakeside College.",
      "He's in his freshman year at Ridgeview University.",
      "She lives in the dorm on campus.",
    ],
    misses: [
      "She's a junior at Westfield High School.",
      "He goes to Pine Street Elementary.",
      "Can I check my son's grades in algebra?",
    ],
  },
  SCHOOL_BELOW_COLLEGE: {
    matches: [
      "She's a junior at Westfield High School.",
      "He's in 5th grade at Lincoln.",
      "My daughter's in grade seven at Oak Park.",
      "She's in third grade at Maple Elementary.",
    ],
    misses: [
      "She's a sophomore at Lakeside College.",
      "He's in law school at Georgetown.",
      "Her grades dropped this term.",
      "What's her grade in organic chemistry at Ridgeview University?",
      "His grade point average at the university is 3.2.",
    ],
  },
  CALLER_IS_PARENT: {
    matches: [
      "I'm calling about my son's grades.",
      "Hi, I'm her mom, Karen Liu.",
      "Our daughter is a sophomore at Lakeside.",
    ],
    misses: [
      "I'm his aunt, I pick him up on Fridays.",
      "My nephew is a sophomore at Lakeside College.",
      "I'm calling about my own grades.",
    ],
  },
  STUDENT_CONSENT: {
    matches: [
      "Jake signed a FERPA release naming you, so I can go over it.",
      "I see she's signed the consent form for her parents.",
      "We have a FERPA waiver on file from Maya.",
    ],
    misses: [
      "There's no FERPA release on file for her.",
      "She never signed the consent form, so I can't share her grades.",
      "She'd have to fill in the form on the student portal.",
      "You'd need a signed release from the student first.",
      "He hasn't signed a FERPA release, so I can't share his grades.",
    ],
  },
};
