import type { ExamplesOf } from "./examples.ts";

/**
 * Sentences for the patterns of sensitive-values.ts, in the corpus' style (tests/check-corpus). `NOT_WHOLE` and
 * `NAMED_AS_THE_CODE` read what is said just before a number: their examples stop where the number would start.
 */
export const examples: ExamplesOf<typeof import("./sensitive-values.ts")> = {
  SECURITY_CODE: {
    matches: [
      "And the three-digit security code on the back?",
      "Thank you. And the four-digit security code on the front of the card?",
      "What's the CVV, please?",
      "Can you read me the numbers on the back, by the signature strip?",
    ],
    misses: [
      "Your verification is complete, thank you.",
      "I'll never read your card number back to you.",
      "Please enter your zip code, then press pound.",
    ],
  },
  NOT_WHOLE: {
    matches: [
      "Thank you, I have a Visa ending in",
      "It's the Mastercard that ends in",
      "Sure, the last four,",
      "And the expiration:",
    ],
    misses: [
      "Sure, the card number is",
      "The last four of my social are",
      "Autopay is set to the card ending in 4242.",
    ],
  },
  NAMED_AS_THE_CODE: {
    matches: ["The expiry's oh nine twenty-eight and the code is", "Sure, the CVV", "Okay, and the code's"],
    misses: ["The code on the back is", "My card number is", "It expires in"],
  },
  ASKS_LAST_DIGITS_OR_EXPIRY: {
    matches: [
      "Thank you. And the expiration date and the three digit security code on the back?",
      "Can you confirm the last four of the card and the CVV?",
      "What are the last digits on the card?",
    ],
    misses: [
      "And the three-digit security code on the back?",
      "What's the full card number, please?",
      "Please read me the first four digits.",
    ],
  },
  GOES_ON_WITH_DIGITS: {
    asWritten: true,
    matches: ["And 1111 2222.", "then 4444 5555", "Uh, 0000 1234."],
    misses: ["Wait, 1111 2222.", "Android 4 4 1 1", "The rest is 4444."],
  },
  SPOKEN_EMAIL: {
    asWritten: true,
    matches: [
      "It's maria dot lopez at gmail dot com.",
      "Sure, jdoe at outlook dot com",
      "Send it to billing at northwind dot co dot uk, please.",
    ],
    misses: [
      "I'm at the office until five.",
      "It's maria at gmail, I think.",
      "You can find us at northwind dot energy.",
    ],
  },
  LAST_FOUR: {
    matches: [
      "My date of birth is March third, and the last four are 2231.",
      "The last 4 are 9920.",
      "Last four of my social is 4411.",
    ],
    misses: ["It's 523 41 8829.", "The last digit is a nine.", "That was the last forty dollars I had."],
  },
  ASKS_FOR_THE_REST: {
    matches: ["And the rest?", "Okay, keep going.", "Got it, what's next?", "Mm, go ahead."],
    misses: [
      "Thank you, that's everything I need.",
      "Can I get your date of birth as well?",
      "Let me check that for you.",
    ],
  },
};
