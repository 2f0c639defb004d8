/** Stop requests, and what an agent says after one; sales pitches and the offer of an opt-out. */

/** The caller asks not to be called, to be taken off a list, to stop, opts out or withdraws consent. */
export const STOP_REQUEST = [
  /\b(?:stop|quit|cease) (?:calling|contacting|phoning|ringing|texting|bothering)\b/,
  // "You have the wrong number, please don't call here"; "I don't call here often" asks nothing, nor does "don't call
  // me sir", which names what to call the caller.
  /(?<!\b(?:i|we) )\b(?:don't|do not|never) (?:call|contact|phone|ring) (?:me|us|here|this number|my (?:number|phone|cell))\b(?! (?:sir|ma'am|maam|madam|miss|mister|mr|mrs|ms|dr|doctor|honey|dear|sweetie|darling|love|buddy|pal|mate|by (?:my|that|the) (?:first |last |full )?name)\b)/,
  /\b(?:take|took|remove|delete|drop) (?:me|my (?:number|name|phone(?: number)?|info(?:rmation)?)) (?:off|from) (?:your|the|this|all) (?:\w+ ){0,2}(?:list|lists|database|system)\b/,
  /\b(?:put|add) (?:me|us|my number|our number) (?:on|to) (?:your|the) (?:internal )?do[- ]not[- ]call\b/,
  /\b(?:rather|prefer|want|need|like) (?:it if )?(?:you|you guys|y'all|your company)(?: to)? (?:just )?(?:not|never|didn't|don't|stop|quit)(?: to)? (?:call|calling|contact|contacting|ring|ringing)\b|\bnot (?:call|contact|ring) (?:me|us|here|the house|this number) (?:anymore|any more|again)\b/,
  /\bdo[- ]not[- ]call (?:list|registry)\b/,
  /\b(?:get|scratch|cross|strike|knock) (?:me |my (?:number|name) )?off (?:of )?(?:your|the|this|all) (?:\w+ ){0,2}lists?\b/,
  /\blose my (?:number|name)\b|\b(?:don't|do not) want (?:any )?(?:more|further|other) (?:of )?(?:these |your |those )?(?:phone |sales |marketing |robo ?|spam )?calls\b/,
  /\b(?:remove|delete|take|drop) (?:me|my (?:number|name|phone(?: number)?))\b(?! (?:from|off|on) (?:the|this|my) (?:order|account|cart|reservation|booking|policy|subscription|appointment|email|mailing))/,
  // "Opt me out of the sale of my data" is a privacy request (the CCPA's), not a request to stop calling.
  /\b(?:i want to|i'd like to|i would like to|i wish to|let me|i) opt(?:[- ]?out| me out)\b(?! of (?:the )?(?:sale|selling|shar|(?:my )?(?:personal )?(?:info|data)))|\bopt me out\b(?! of (?:the )?(?:sale|selling|shar|(?:my )?(?:personal )?(?:info|data)))/,
  /\bunsubscribe\b/,
  /\b(?:i )?(?:withdraw|revoke|cancel|take back) (?:my |all )?(?:consent|permission)\b/,
  /\bno more (?:calls|phone calls)\b/,
  /\b(?:so|to make|make|want|need) (?:it|this|these calls|the calls|them|you) (?:to )?stops?(?=[.,!?]|$| (?:calling|contacting|please|now|right now|already)\b)/,
  /\b(?:i'm|i am) not interested[,.]? (?:stop|don't call|please stop)/,
];

/** A turn that is only "stop": "Stop.", "Please stop!", "Just stop it." ("Stop, who is this?" is not). */
export const BARE_STOP = /^(?:please |just |ok(?:ay)?,? |no,? )?stop(?: it| now| please| calling)?[.!]*$/;

/** The agent confirms the request; "I'm removing the late fee" removes something else. */
export const HONORS_STOP = [
  /\b(?:i'll|i will|we'll|we will|i've|i have|we've|we have|i'm|i am|we're|we are) (?:now )?(?:going to )?(?:remove|removed|removing|unsubscribe|unsubscribed|take you off|taken you off|taking you off|turn(?:ed)? off|switch(?:ed)? off|stop(?:ped)?|disable(?:d)?|cancel(?:l?ed)?|opt(?:ed)? you out|add(?:ed)? you to|added (?:your|this) number to|put you on|putting you on|placed you on|update(?:d)? your|mark(?:ed)? your)\b(?! (?:the |that |this |a |an |your )?(?:[a-z-]+ )?(?:fees?|charges?|items?|discounts?|add-ons?|products?|orders?|payments?)\b)/,
  /\byou(?:'ve| have| will be|'ll be) (?:been )?(?:removed|taken off|added to (?:our|the) do[- ]not[- ]call|opted out|unsubscribed)\b/,
  /\b(?:we|i) (?:won't|will not|will no longer|won't be) (?:call|contact|be calling|be contacting|reach out)/,
  /\byou (?:won't|will not) (?:receive|get|hear) (?:any )?(?:more|further|other)? ?(?:[a-z]+ )?(?:calls|messages|contact)\b|\b(?:noted|recorded|logged) (?:that )?you (?:don't|do not) want\b/,
  /\b(?:your number|you) (?:is|are|has been|have been) (?:now )?(?:on|added to) (?:our|the) do[- ]not[- ]call\b/,
  /\bno (?:further|more) calls\b/,
  /\b(?:this|your) (?:number|phone(?: number)?)\b[^.?!]{0,20}\b(?:is|has been) (?:now )?(?:off|removed from|taken off)\b/,
];

/** The agent says goodbye: "bye", "goodbye", "take care", "have a good day"; "I'll take care of that" is no goodbye. */
export const FAREWELL = /bye\b|take care\b(?! of\b)|have a (?:good|great|nice) \w+/;

/**
 * After a stop request: another pitch, an argument, a plea, or a redirect to opt out elsewhere. "Let me just confirm
 * the number so I remove the right one" serves the removal.
 */
export const PUSHBACK = [
  /\b(?:before (?:you go|i let you go)|but (?:first|wait|this|our|we|you)|just (?:one|a) (?:more|quick|minute|second)|are you sure|reconsider|think (?:about|it over)|don't miss|only (?:takes|be)|can i ask why|why not|limited[- ]time|special offer|you'll (?:lose|miss)|hear me out|let me (?:just(?! (?:confirm|check|verify|double[- ]check|make sure|pull up|look up|find|remove|take|update|note|get)\b)|finish|explain|tell))\b/,
  /\b(?:to (?:unsubscribe|be removed)|opt(?:ing)? out)[^.?!]{0,60}\b(?:visit|go to|website|online|email|write|text|reply|call (?:us|our|this|back)|press|portal|app|dot com)\b/,
  /\b(?:visit|go to|log in to|call|email|text|reply)[^.?!]{0,60}\b(?:to (?:opt out|unsubscribe|be removed|stop (?:these|the) calls))\b/,
];

/** The agent promotes something; "your new plan starts on Monday" names a plan already bought. */
export const PROMOTION = [
  /\b(?:special|exclusive|limited[- ]time|introductory|promotional|(?<!\byour )new|great|amazing|loyalty|upgrade|holiday|seasonal|bundle) (?:[a-z-]+ ){0,2}(?:offer|deal|promotion|price|rate|discount|plan|upgrade)\b|\b(?:running|having|holding) (?:a|an|our) (?:[\w-]+ ){0,3}(?:event|sale|promotion|special)\b|\bget you into a (?:brand )?new\b|\byou (?:may|might|could) (?:be eligible|qualify) for\b/,
  /\b(?:\d{1,2}|ten|fifteen|twenty|twenty-five|thirty|forty|fifty|half) ?(?:%|percent)? off\b|\bif you sign up\b|\bas (?:low|little) as (?:\$|\d|[a-z-]+ dollars)|\block (?:you |yourself )?in (?:at\b|(?:[\w-]+ ){0,3}(?:rate|price|coverage|savings|discount|deal|plan)\b)|\bsav(?:e|es|ing|ings) (?:of )?(?:up to )?\$?\d/,
  /\b(?:would you like|are you interested|interested in|want|shall i|can i|may i) (?:me to |us to )?(?:to )?(?:upgrade|switch|sign (?:you )?up|add (?:it|this|that|one)|enroll|try|hear about|save|lower your|get a (?:free )?quote|a free|set you up|book (?:you|a) (?:free )?(?:consultation|assessment|demo|quote))\b/,
  /\byou(?: qualify|'re eligible| are eligible|'re pre-?approved| are pre-?approved) for\b|\boffer you (?:a |an )?(?:free|discount|special|deal|\d)/,
  /\b(?:our|this) (?:[\w-]+ ){0,3}(?:promotion|promo|special|deal|sale)\b|\b(?:a|the) (?:[\w-]+ ){0,3}(?:promotion|promo)\b|\b(?:starts? at|only|just) \$ ?\d/,
  /\b(?:getting|get|receive|claim) (?:a |an |your )?free (?:[\w-]+ ){0,3}(?:with|when|if|this)\b/,
  /\b(?:giving away|give you) (?:a |an )?free\b|\bfree\b[^.?!]{0,30}\bwith (?:any|every|each|a|your) (?:new )?(?:[\w-]+ )?(?:plan|purchase|order|subscription|contract|installation|sign-?up)\b/,
  /\b(?:offer|offering|promotion|discount|upgrade|free trial|free quote)\b[^.?!]{0,40}\b(?:for you|you qualify|you're eligible|you are eligible|pre-approved|preapproved)\b/,
  /\byou(?:'ve| have) been (?:pre-?approved|selected)\b/,
  /\b(?:you(?:'re| are)|you'd be) (?:pre-?approved|pre-?qualified)\b|\b(?:homeowners|customers|you) (?:[\w-]+ ){0,3}(?:qualify|are eligible) for\b|\b(?:is|are) (?:now )?eligible for (?:an? |the )?(?:free |new )?(?:upgrade|discount|offer|promotion|rebate|new)\b/,
  /\b(?:we(?:'re| are)|i(?:'m| am)) (?:now |currently )?offering\b|\bfree (?:[\w-]+ ){0,2}(?:assessments?|consultations?|quotes?|estimates?|inspections?|trials?|installation|upgrades?|valuations?|appraisals?|checks?|months?|weeks?|sessions?|class(?:es)?)\b/,
  /\bways? to save (?:on|money|up to)\b|\b(?:up to )?(?:\$ ?\d[\d,]*|(?:[a-z-]+ ){1,3}dollars) off\b|\b(?:get|receive|earn|claim) (?:a |an )?(?:[\w-]+ ){0,2}(?:coupon|voucher|rebate|gift card)\b|\b(?:could|can|would|will) save (?:you )?(?:up to |as much as |about |around |roughly |over )?(?:\$ ?\d|\d|(?:[a-z-]+ ){1,3}(?:percent|dollars))|\bsee if you qualify\b|\b(?:zero|no)[- ]dollar (?:monthly )?premium\b|\$0 (?:monthly )?premium\b/,
  /\b(?:%|percent) (?:apr )?(?:financing|cash back)\b|\bapr financing\b|\b(?:would you like|want|interested) (?:to )?hear (?:more|about)\b/,
  /\b(?:add|get|upgrade|switch|include|bundle)\b[^.?!]{0,60}\bfor (?:only |just |about |around )?(?:\$ ?\d|(?:[a-z-]+ ){1,3}dollars) (?:a|per) (?:month|year|week)\b/,
  /\b(?:cut|lower|reduce|save on)\b[^.?!]{0,40}\bby (?:up to |as much as )?\d{1,3} ?(?:%|percent)\b|\$ ?\d[\d,]* (?:sign-?up |welcome |cash )?bonus\b/,
  // A price without its dollar sign, as speech-to-text writes it, and months given free.
  /\b(?:starting (?:at|from)|starts? at|for (?:only|just)|only|just) (?:\$ ?)?\d[\d,.]* (?:dollars )?(?:a|per) (?:month|year|week)\b|\b(?:first|1st) (?:[a-z-]+ )?(?:months?|weeks?|years?) (?:are |is )?(?:free|on us)\b/,
  /\bfrom (?:just|only) (?:\$ ?\d|[£€] ?\d|\d[\d,.]* (?:dollars|pounds|euros)|(?:[a-z-]+ ){1,6}(?:dollars|pounds|euros|quid))|\bsav(?:e|es|ing) (?:around|about|roughly|over|up to|as much as) (?:\$ ?\d|[£€] ?\d|\d|(?:[a-z-]+ ){1,6}(?:dollars|pounds|euros|quid|percent))|\b(?:cutting|lowering|reducing|slashing) (?:their|your) (?:[\w-]+ ){0,2}(?:bills?|costs?|premiums?|rates?)\b/,
  /\b(?:no-cost|no cost|free|complimentary) (?:[\w-]+ ){0,3}(?:assessments?|consultations?|quotes?|estimates?|inspections?|evaluations?|audits?|analys[ie]s)\b|\b(?:zero|no|\$0)[- ]down\b|\b(?:cutting|cut|lowering|lower|reducing|reduce) (?:their|your|the) (?:[\w-]+ ){0,2}bills? by\b/,
  /\b(?:we|i) can (?:extend|upgrade|lower|reduce|cut) your (?:coverage|warranty|plan|rate|bill|payments?|premium|speed)\b|\byou can get (?:it|this|that|one)\b[^.?!]{0,20}\bfor (?:only |just )?(?:\$ ?\d|\d[\d,.]* dollars|[a-z-]+ dollars)/,
];

/** The agent offers a way not to be called again; "to stop receiving paper statements" stops something else. */
export const OPT_OUT_OFFER = [
  /\b(?:if|you can|you may|feel free|just|simply|say|press|reply|at any time|anytime)\b[^.?!]{0,60}\b(?:stop (?:calling|these calls|receiving(?! (?:paper |printed |mailed |e-?mail )?(?:statements?|bills?|invoices?|catalog(?:ue)?s?|magazines?|newsletters?|receipts?)\b))|(?:rather )?not (?:to )?(?:receive|get|be called|be contacted)|do[- ]not[- ]call|remove (?:me|you|your number)|(?:be )?removed from (?:our|the) (?:call(?:ing)? )?list|opt(?: |-)?out|take you off|off (?:our|the) (?:call(?:ing)? )?list)\b/,
  /\b(?:press|say|reply|text) (?:\d|"?stop"?|"?remove"?)[^.?!]{0,40}\b(?:opt out|remov|do[- ]not[- ]call|stop (?:receiving|these|future|further)|not (?:to )?be called|no (?:more|further) calls)/,
  /\b(?:if you(?:'d| would)? (?:like|prefer|want) (?:not to (?:receive|get) (?:these|further|future|more) calls|to (?:opt out|be removed|stop (?:receiving )?(?:these|future|further)? ?calls)))/,
  /\b(?:you can|you may|feel free to) (?:opt out|ask (?:us |me )?to (?:stop|not) call|be (?:removed|added to our do[- ]not[- ]call)|stop (?:these|future|further) calls)\b/,
  /\b(?:just )?(?:let me know|tell me|say so)[^.?!]{0,30}\b(?:opt out|(?:stop|not) (?:call|calling)|removed|do[- ]not[- ]call)/,
  /\bif you(?:'d| would)? (?:prefer|rather|like)(?: that)? (?:we|us|i) (?:don't|do not|didn't|not|never|stop) (?:call|contact)/,
];
