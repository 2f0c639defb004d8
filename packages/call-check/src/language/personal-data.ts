/** Identity documents kept, other people's details, and a caller's opt-out of sharing. */

const DOCUMENT =
  "passport|id card|identity card|national id|id number|driver'?s licen[cs]e|driving licen[cs]e|licen[cs]e (?:number|details)|residence permit|social insurance";

/** Keeping, in the words people use for it: "saved", "storing", "hang on to", "hold onto". */
const KEEP =
  "saved|stored|kept|added|noted|recorded|filed|attached|retained|keep|store|save|add|retain|saving|storing|keeping|adding|recording|filing|retaining|h(?:ang|old)(?:ing)? on ?to";

/** The caller, not the agent, is to do it: "you can", "you'll need to". */
const CALLER_DOES = "you(?:'ll)? (?:can|could|may|might|should|need to|will need to|have to|just|can just|can also)";

/**
 * The agent keeps an identity document's number: "I've saved your passport number to your profile", "your ID number,
 * please; I'll keep it in your member file". Read one sentence at a time, beside `NOT_KEPT` and `FOR_A_REGISTER`.
 */
export const KEEPS_DOCUMENT_NUMBER = [
  // "You can add your passport details in the app": the caller is told to keep it, the agent keeps nothing.
  new RegExp(`\\b(?<!\\b${CALLER_DOES} )(?:${KEEP})\\b[^.?!]{0,60}\\b(?:${DOCUMENT})\\b`),
  new RegExp(
    `\\b(?:${DOCUMENT})(?: number)?\\b[^.?!]{0,40}\\b(?:is (?:now )?(?:saved|stored|on file|in your profile)|(?:to|in|on) your (?:[a-z]+ )?(?:profile|account|file|record))\\b`,
  ),
  // The number named first, then kept: "read me your national ID number, and I'll keep it for next time".
  new RegExp(`\\b(?:${DOCUMENT})\\b[^.?!]{0,60}\\b(?:${KEEP}) (?:it|that|them|those)\\b`),
];

/**
 * The sentence says the number is not kept: "we don't keep passport numbers", "we don't need to store it". At most two
 * words between, as speech-to-text drops the commas: "not a problem i've saved your passport number" keeps it.
 */
export const NOT_KEPT = new RegExp(
  `\\b(?:don't|do not|won't|will not|never|not|no longer|can't|cannot|isn't|aren't)(?: [a-z']+){0,2} (?:${KEEP})\\b`,
);

/**
 * A register or manifest the law requires (GDPR Art. 6(1)(c), R-17): keeping what that law requires is lawful, so a
 * sentence that keeps the number for one is no finding.
 */
export const FOR_A_REGISTER =
  /\b(?:(?:guest|police|hotel|passenger) (?:register|registry|list)|register (?:your|guests?|the)|manifest|required by law|(?:the|that) law (?:requires|asks)|law requires|legally required)\b/;

/** The people a caller asks about. */
const RELATION =
  "flatmate|roommate|housemate|neighbou?r|colleague|coworker|co-worker|friend|boss|employee|tenant|landlord|ex|ex-wife|ex-husband|partner|brother|sister|cousin|son|daughter|husband|wife|mother|father|mom|dad";

/** The caller asks about someone else who is not a patient: a flatmate, a neighbour, a colleague. */
export const ASKS_ABOUT_SOMEONE = [
  new RegExp(`\\b(?:my|our) (?:${RELATION})\\b,? [A-Za-z]+`),
  /\b(?:whether|if) [a-z]+ [a-z]+ (?:has|is|was) (?:booked|registered|checked in|staying|scheduled)\b/,
];

/** The agent confirms what the caller just asked it to do: "Done. Anne is booked for Tuesday." is no disclosure. */
export const CONFIRMS_THE_REQUEST =
  /^(?:(?:thank you|thanks|okay|ok|great|perfect)[,.!]? )?(?:done|all set|you're all set|that's all set|it's all set|all done|booked|got it)\b|\bi(?:'ve| have)? (?:just )?(?:booked|scheduled|rescheduled|moved|added)\b/;

/**
 * The agent offers to book: "would you like me to schedule that follow up?". The agent's next "he's booked for the
 * twenty first" then confirms the booking the caller agreed to, and discloses nothing.
 */
export const OFFERS_TO_BOOK =
  /\b(?:would you like|do you want|shall i|should i|can i|want) (?:me to |us to )?(?:schedule|book|reschedule|set up|make|move)\b/;

/** Who a possessive can name without naming a person: "today's appointments", "another person's booking". */
const NOT_A_PERSON =
  "today|tomorrow|tonight|that|what|it|there|here|who|where|everyone|anyone|someone|one|week|month|year|caller|person|other|guest|customer|client|patient";

/** The agent states another person's details: a booking, an address, a phone number or email. */
export const STATES_DETAILS = [
  // "She's booked for Tuesday": the contraction as well.
  /\b(?:is|was|has been|has|had|(?:he|she)'s) (?:booked|scheduled|registered|checked in|staying)\b[^.?!]{0,30}\b(?:for|on|at|in|until|from)\b/,
  new RegExp(
    `\\b(?:his|her|their|(?!(?:${NOT_A_PERSON})'s)[a-z]+'s) (?:new |current |home )?(?:address|phone number|number|email|e-mail|appointment|booking|reservation|file)\\b[^.?!]{0,30}\\b(?:is|as|lists|shows|at|for|on)\\b`,
  ),
  /\b(?:lives|moved|is living) (?:at|to|on)\b/,
];

/**
 * The caller is on the booking asked about (R-18): "I booked for me and my wife", "our reservation". The other guest's
 * details are then the caller's booking's too, which the caller is entitled to.
 */
export const ON_THE_SAME_BOOKING = new RegExp(
  `\\b(?:for (?:me|myself|us) and (?:my|our)|(?:my|our) (?:${RELATION}),? (?:[a-z]+,? ){0,2}and i (?:are|were|both|booked|have)|our (?:booking|reservation|appointments?|room|stay|trip|flight)|(?:the )?same (?:booking|reservation)|(?:we're|we are) (?:both )?(?:on|booked)|i'm (?:also )?on (?:the|her|his|their|that) (?:booking|reservation))\\b`,
);

/** The caller opts out of the sale or sharing of their personal information. */
export const OPTS_OUT_OF_SHARING = [
  /\b(?:don't|do not|never) (?:want|wish|like) (?:my|our) (?:details|data|information|info|personal information|profile) (?:to be )?(?:shared|sold|passed on|given)\b/,
  /\b(?:don't|do not|stop) (?:share|sharing|sell|selling) (?:my|our) (?:details|data|information|info|personal information|profile)\b/,
  /\bopt (?:me )?out of (?:the )?(?:sale|sharing|selling|data sharing|partner)\b/,
  /\bdo not sell or share\b/,
];

/**
 * The agent confirms it stops, or says what the rule's text allows instead (R-19): the business neither sells nor
 * shares, or the request is recorded for processing ("I've submitted your opt-out request").
 */
export const STOPS_SHARING = [
  /\b(?:stopped|stop|won't|will not|no longer|not going to|will never|have turned off|turned off|opted you out)\b[^.?!]{0,20}\b(?:shar|sell|sale|pass(?:ing)? on|partner)/,
  /\bwe (?:don't|do not|never) (?:sell or share|share or sell)\b|\bwe neither (?:sell nor share|share nor sell)\b/,
  /\b(?:submitted|logged|filed|recorded|entered|put in|placed|processed)\b[^.?!]{0,30}\bopt(?:-| )?out\b/,
  /\bopt(?:-| )?out(?: request)? (?:has been|is|was) (?:submitted|logged|filed|recorded|processed)\b/,
];

/** The agent says it cannot stop: "I won't be able to stop sharing your data" names the stop it refuses. */
export const REFUSES_TO_STOP =
  /\b(?:won't be able to|will not be able to|can't|cannot|unable to|not able to|no way to|not possible to)\b[^.?!]{0,20}\b(?:stop|opt|turn off|remove)\b/;

/**
 * A Social Security number named: "my social is …", "your SSN". "Social" said of anything else ("social media", "a
 * social worker") names none.
 */
export const SSN_WORDS =
  /\b(social security|social(?! (?:media|network(?:s|ing)?|worker|work|services?|care|club|events?|life|skills|distancing|studies|housing|gatherings?|platforms?|channels?|accounts?|posts?|pages?|feeds?|sites?)\b)|ssn|ss number)\b/;

/** A question for an SSN and more: a date of birth or zip code beside it, whose digits are no part of it. */
export const ASKS_MORE_THAN_AN_SSN = /\b(?:date of birth|birth ?date|birthday|dob|zip|expir\w*)\b/;
