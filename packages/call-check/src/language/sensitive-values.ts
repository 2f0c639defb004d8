/**
 * The words around the values a transcript must not hold (sensitive.ts, ssn-over-turns.ts): a card's security code
 * asked for, a part of a card named, the rest of a Social Security number asked for, an email address read out. The
 * values' digits are digits.ts's.
 */

/** A card's security code named: "the three-digit security code on the back", "the CVV". */
export const SECURITY_CODE =
  /\b(security code|cvv2?|cvc2?|cid|card verification|verification (?:code|value|number)|(?:digits|numbers) on the back|code on the (?:back|front)|back of (?:the|your) card|(?:three|four|3|4)[- ]digit (?:security )?code (?:printed |shown )?(?:on|from|of) (?:the |your )?(?:front|back|card)|signature (?:strip|panel|box))\b/;

/** Said just before a number, a part of the card or its expiry: "the card ending in 4242" is no whole number. */
export const NOT_WHOLE = /\b(last (?:four|4)|ending in|ends in|expir\w*|exp)\W{0,3}$/;

/** Said just before a number, the code itself, when the expiry was asked for with it: "… and the code is 123". */
export const NAMED_AS_THE_CODE = /\b(?:code|cvv|cvc)(?: number)?(?: is| was|'s)?\W{0,3}$/;

/** The agent asks for a part of the card or its expiry, whose digits are not the code. */
export const ASKS_LAST_DIGITS_OR_EXPIRY = /\b(last (?:four|4|digits)|expir)/;

/** What a turn may start with when it goes on with a card number read over turns: "and 1111 2222". As written. */
export const GOES_ON_WITH_DIGITS = /^(and|then|uh|um)\b/i;

/** An email address read out loud: "maria dot lopez at gmail dot com". Found in the text as written. */
export const SPOKEN_EMAIL =
  /\b[a-z0-9._-]{1,64} at [a-z0-9-]{1,63}(?: dot [a-z0-9-]{1,63}){0,3} dot (?:com|org|net|edu|gov|io|co|us|uk|de|fr|ca)\b/gi;

/** The caller gives the last four of something, whose digits are no part of the SSN asked for. */
export const LAST_FOUR = /\blast (?:four|4)\b/;

/** What an agent says between the pieces of an SSN without asking anything else. */
export const ASKS_FOR_THE_REST =
  /\b(?:the rest|what's next|next|go on|go ahead|keep going|continue|and then|after that)\b/;
