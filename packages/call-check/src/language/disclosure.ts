/** How an agent says what it is, that the call is recorded and who calls; and how a caller asks. */

/** The agent says it is an AI, automated or virtual. */
export const AI_DISCLOSURE = [
  /\b(?:ai|a\.i\.|artificial intelligence|automated|virtual|ai-powered)[ -](?:[a-z]+ ){0,3}(?:assistant|agent|system|voice|receptionist|representative|concierge|helper|caller|scheduler|operator|attendant|host|bot|call|message|reminder|interviewer|surveyor)\b/,
  /\b(?:digital|computer)[ -](?:voice )?(?:assistant|agent|voice|receptionist|representative|concierge|helper|attendant|bot)\b/,
  /\bi(?:'m| am) (?:an? )?(?:ai|a\.i\.|bot|robot|chatbot|voicebot|virtual|automated|computer|machine|artificial intelligence)\b/,
  /\bi(?:'m| am) not (?:a |an )?(?:real |live )?(?:person|human|human being)\b/,
  /\b(?:i(?:'m| am)|this is)(?: [a-z]+,?)? an? (?:ai|a\.i\.|virtual|automated|artificial)[ -][a-z]+/,
  /\b(?:this|it) is (?:an?|the|our) (?:automated|ai|artificial|computer-generated|recorded)(?:-generated)? (?:[a-z]+ )?(?:call|message|voice|assistant|agent|line|survey|service|interviewer)\b/,
  /\b(?:you(?:'re| are)|you're) (?:speaking|talking|chatting) (?:to|with) (?:an? )?(?:ai|automated|virtual|artificial intelligence|bot|computer)\b/,
];

/** A name negated, taken out before looking for a disclosure: "I'm not an AI assistant" discloses nothing. */
export const NEGATED_NAME = /\bnot (?:an? )?\S+/g;

/** The agent claims to be a person. "I'm not a real person" is the opposite, and never matches; "not a recording" is true of a live AI. */
export const HUMAN_CLAIM = [
  /\bi(?:'m| am) (?:a |an )?(?:real |live |actual )?(?:person|human|human being|real agent|live agent)\b/,
  /\bi(?:'m| am) not (?:a |an )?(?:robot|bot|ai|a\.i\.|machine|computer)\b/,
  /\b(?:this is|you're talking to|you are talking to|you're speaking with|you are speaking with) (?:a )?(?:real|live) (?:person|human|agent)\b/,
  /\bno (?:robots?|bots?|machines?|computers?|ai) (?:here|on this (?:end|line))\b|\b(?:just|only) (?:a )?(?:real |regular )?(?:person|human)(?: here| on this (?:end|line))?[.!]/,
];

/** The caller asks whether they are talking to a person or a machine. */
export const AI_QUESTION = [
  /\b(?:are|r) (?:you|u) (?:(?:like|even|actually|really) )?(?:a |an )?(?:real|human|person|robot|bot|ai|a\.i\.|machine|computer|recording|automated|live person|real person)\b/,
  /\b(?:am i|are we) (?:talking|speaking|chatting) (?:to|with) (?:a |an )?(?:real |live |actual )?(?:person|human|robot|bot|ai|a\.i\.|machine|computer|recording)\b/,
  /\bis (?:this|that|it) (?:(?:like|even|actually|really) )?(?:a |an )?(?:real |live )?(?:person|human|robot|bot|ai|a\.i\.|machine|computer|automated call)\b/,
  /\bis this (?:real|automated)\b|\bis (?:this|that|it) (?:one of those |a |an )?(?:robo ?calls?|robot calls?|automated calls?)\b|\bis (?:this|that|it) one of those (?:pre-?)?recorded calls?\b/,
  // "… a real recruiter or like an AI?": the question ends by naming a machine.
  /\b(?:is (?:this|it|that)|are (?:you|u)|am i (?:talking|speaking) (?:to|with))\b[^.?!]{0,40}\bor (?:(?:like|just|maybe|some|even) )?(?:an? )?(?:ai|a\.i\.|bot|robot|machine|computer|recording)\b/,
];

/** The agent says the call is recorded or transcribed ("monitored" alone does not say so). */
export const RECORDING_NOTICE = [
  /\b(?:calls?|conversations?|lines?|chats?)\b[^.?!]{0,40}\b(?:is|are|gets|get|will be|may be|might be|can be|could be|will also be) (?:being |also )?(?:monitored,? (?:and|or|and\/or) )?(?:recorded|transcribed)/,
  /\brecorded line\b|\b(?:call|conversation|line)'s (?:being |also )?(?:recorded|transcribed)\b/,
  /\b(?:we|i) (?:keep|make|save|take|have) (?:a )?recordings? of (?:this|the|our|your|all|every) (?:calls?|conversations?)\b/,
  /\b(?:we|i) (?:record|transcribe|monitor)(?:s)? (?:all |our |this |these |every )?(?:calls?|conversations?)\b/,
  /\b(?:recorded|recording|transcribed) (?:and (?:transcribed|recorded|monitored) )?(?:for|to) (?:quality|training|accuracy|our records|record-keeping)/,
  /\b(?:i(?:'m| am)|we(?:'re| are)) (?:recording|transcribing) (?:this|the|our) (?:call|conversation)\b/,
];

/** An outbound agent says it is calling, or an inbound one thanks for the call. */
export const PLACES_CALL =
  /\b(?:i(?:'m| am)|we(?:'re| are)|this is [^.?!,]{1,40}) calling\b|\bcalling (?:you )?(?:from|on behalf of|about|regarding|to (?:follow|remind|confirm|let|tell|offer|see|check))\b|\breaching out\b/;
export const ANSWERS_CALL =
  /\b(?:thank(?:s| you) for (?:calling|contacting|holding)|how (?:can|may) i (?:help|assist|direct)|you(?:'ve| have) reached)\b/;
