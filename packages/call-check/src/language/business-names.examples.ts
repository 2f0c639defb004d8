import type { ExamplesOf } from "./examples.ts";

/**
 * Sentences for the patterns of business-names.ts, in the corpus' style (tests/check-corpus). `BUSINESS_NOUN`, `TITLE`
 * and `WORD_WITHIN_A_NAME` match one word of a name `NAMES_AFTER` captured: their examples are such words.
 */
export const examples: ExamplesOf<typeof import("./business-names.ts")> = {
  NAMES_AFTER: {
    asWritten: true,
    matches: [
      "Hi Greg, this is Lena calling from Harborview Realty about homes in the Maple Ridge area.",
      "G'day, this is Harbourside Dental in Manly calling. I'm an automated assistant.",
      "Hi, this is Greenleaf Heating and Air's assistant with a reminder about your service visit.",
      "Hello, this is an automated assistant calling on behalf of Harbor Outfitters about your order.",
    ],
    misses: [
      "Hi, may I speak with Marcus Reed, please?",
      "Hi, this is Ava, calling about your appointment tomorrow at 10.",
      "this is an automated assistant calling from keystone recovery services.",
      "Hi, I'm looking for Dana. Is she available?",
    ],
  },
  BUSINESS_NOUN: {
    asWritten: true,
    matches: ["Clinic", "Insurance", "Airlines", "dental"],
    misses: ["Sarah", "Clinical", "Riverside", "Harborview"],
  },
  TITLE: {
    asWritten: true,
    matches: ["Mr.", "Dr", "Mrs.", "Mx"],
    misses: ["Mark", "Drive", "Doctor", "Misses"],
  },
  WORD_WITHIN_A_NAME: {
    asWritten: true,
    matches: ["of", "and", "The", "&"],
    misses: ["off", "Anderson", "Theo", "West"],
  },
  LEGAL_FORM: {
    matches: [
      "Hi, this is Northwind Energy, Inc. calling about your bill.",
      "You've reached Keystone Recovery LLC, this call is recorded.",
      "This is Harbor Point Dental Co. with a reminder for tomorrow.",
    ],
    misses: [
      "Hi, this is Cobalt Lending calling about your application.",
      "We have income-based payment plans available.",
      "This is the Lincoln Plumbing team, confirming your visit.",
    ],
  },
  NAMES_A_BUSINESS_LOWER: {
    matches: [
      "hi this is an automated assistant calling from keystone recovery services.",
      "this is jess with brightline lending, do you have a minute?",
      "hello, i'm calling on behalf of metro water and power.",
    ],
    misses: [
      "hi, this is sarah, i'm calling about your appointment tomorrow.",
      "this is an ai assistant calling from your doctor's office.",
      "hi, i'm calling from the home energy savings team.",
    ],
  },
  CALLS_FROM_LOWER: {
    asWritten: true,
    matches: [
      "Hi, this is Sol calling from brightline lending about your loan.",
      "Hello, I'm an AI assistant calling on behalf of metro water.",
      "This is Maya representing northwind energy, this call is recorded.",
    ],
    misses: [
      "Hi, this is Lena calling from Harborview Realty.",
      "Hi, this is an AI assistant calling from your pharmacy.",
      "Hi, I'm calling from the clinic about Friday.",
    ],
  },
};
