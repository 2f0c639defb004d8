/**
 * What an agent may share only with the right person: account information and education records; and what shows
 * who the caller is, or for whom they call. Health information is in health.ts.
 */

/** An amount of money, in digits or in words: "$1,284.50", "four hundred twelve dollars". */
const MONEY =
  "(?:\\$ ?\\d|\\b(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|a thousand)(?:[ -](?:[a-z]+|\\d+)){0,6} (?:dollars|pounds|quid|euros|rupees|rand)\\b|[£€₹] ?\\d)";

/** A number of days, in digits or in words: "90 days", "sixty days". */
const DAYS = "(?:\\d+|(?:[a-z]+[ -])?[a-z]+ty|ten|fifteen|thirty|forty-five) days";

/** The agent states account-specific financial information. */
export const ACCOUNT_INFORMATION = [
  /\b(?:your|the|his|her) (?:current |account |outstanding |remaining |available |statement |checking |savings |loan |card )?balance\b[^.?!]{0,30}\b(?:is|of|was|stands|comes to)\b/,
  new RegExp(
    `\\b(?:balance|amount due|minimum payment|payoff amount|credit limit|available credit|limit)\\b[^.?!$]{0,25}${MONEY}`,
  ),
  // "A summer bill around three hundred dollars", "payment plans, three payments of eighty dollars", "our basic plan's
  // monthly payment": an amount in general, or an offer, is nobody's account. Up to three words between, none of
  // them "your" or "the", which name the caller's own ("a charge and your payment of …").
  new RegExp(
    `(?<!\\b(?:a|an|any|some|their|our) (?:(?!(?:your|his|her|the|and|but)\\b)[a-z']+ ){0,3})(?<!\\b(?:is|was|are) (?:your|the) (?:[a-z]+ ){0,2})\\b(?:payment|premium|bill|statement|invoice|direct debit|instal?lment)\\b(?! plans?\\b| by\\b)[^.?!$]{0,25}${MONEY}`,
  ),
  // "One hundred and eighty-six pounds forty in debit": an amount said to be owed.
  new RegExp(`${MONEY}[^.?!]{0,12}\\b(?:in debit|in arrears|overdue|past due|outstanding|owing)\\b`),
  /\byour (?:[\w-]+ ){0,3}(?:plan|policy|subscription|membership|contract|coverage|warranty|lease|loan) (?:renews|auto-renews|will renew|is set to renew|expires|lapses|matures)\b/,
  /\b(?:your|the) (?:next |monthly |minimum |last )?payment\b[^.?!]{0,30}\b(?:is due|was due|due on|due by|of \$|is \$|was \$|posted|was received|is scheduled)/,
  new RegExp(`\\byou(?:'re| are) (?:currently |now )?paying ${MONEY}`),
  /\b(?:your|the) credit limit\b|\$ ?\d[\d,]*(?:\.\d\d)? (?:credit |spending )?limit\b/,
  new RegExp(
    `\\b(?:charges?|purchases?|transactions?|withdrawals?|debits?) (?:of|for) ${MONEY}[^.?!]{0,40}\\b(?:at|from|in|on)\\b`,
  ),
  /\b(?:last|recent|pending|latest) (?:transaction|charge|purchase|deposit|withdrawal|transfer|payment)s?\b[^.?!]{0,40}(?:\$ ?\d|was|were|at|from|of)\b/,
  /\b(?:a |the )?(?:charge|transaction|deposit|withdrawal|purchase) of \$ ?\d/,
  /\b(?:your|the) (?:current |monthly |next |minimum |last )?(?:lease |loan |car |mortgage )?payment (?:is|was|of) (?:\$ ?\d|[a-z]+(?:[ -][a-z]+){0,3} (?:a|per) month)/,
  /\b(?:payment|autopay|check|deposit|transfer|direct debit)\b[^.?!]{0,30}\b(?:was|were|got|has been) (?:returned|declined|reversed|bounced)\b|\b(?:is|are) (?:showing|marked|listed|reported) as (?:late|past[- ]due|delinquent|overdue|unpaid)\b/,
  new RegExp(
    `\\b${DAYS} (?:past[- ]due|late|overdue|delinquent)\\b|\\b(?:past[- ]due|overdue|outstanding|owed|owing)\\b[^.?!$]{0,30}${MONEY}|\\$ ?\\d[\\d,.]*\\b[^.?!]{0,10}\\b(?:owed|overdue|past[- ]due|outstanding)\\b`,
  ),
];

/**
 * An account's state: "your loan is 30 days past due", "your account has been frozen". A phone or device is left
 * out: its state ("your phone is suspended") is a carrier's, not a financial institution's (R-12).
 */
export const ACCOUNT_STATE = new RegExp(
  `\\b(?:your|the|his|her) (?:[a-z]+ )?(?:account|loan|card|mortgage|policy|lease)\\b[^.?!]{0,20}\\b(?:is|was|has been|went) (?:now |fully |already )?(?:past due|overdue|delinquent|closed|frozen|suspended|locked|approved|declined|denied|in good standing|paid off|current|in collections|charged off|in arrears|in debit|in credit|${DAYS} (?:late|past[- ]due|overdue|delinquent))\\b`,
);

/**
 * A carrier's, a utility's or a club's service: its account state ("your account is suspended, so your internet is
 * off") is not a financial institution's, which the Safeguards Rule covers (R-12).
 */
export const NON_FINANCIAL_SERVICE =
  /\b(?:phone|line|wireless|mobile|cell|internet|wi-?fi|broadband|cable|tv|streaming|data plan|gym|membership|electric(?:ity)?|gas|water|power|utility|trash)\b/;

/** The agent discloses a student's education records. */
export const EDUCATION_RECORDS = [
  /\b(?:his|her|their|your|the student's|[a-z]+'s) (?:(?!credit|fico|risk|satisfaction|survey)[a-z]+ )?(?:grades?|gpa|scores?|test scores?|report card|transcript|marks?)\b(?:,? [a-z']+){0,3} (?:is|are|was|were|in|on|for|dropped|shows?)\b/,
  /\b(?:got|received|earned|has|have|had|scored|is getting|is at|is carrying|currently has) (?:an? )(?:[a-f][+-]?|[a-f]-(?:plus|minus)|[a-f] (?:plus|minus))(?=[ .,!?]|$)(?! (?:lot|few|couple|moment|minute|bit|balance|call)\b)/,
  /\b(?:scored|got|received|earned|has|had|is at|averag(?:es|ing)) (?:an? )?\d{1,4} ?(?:%|percent|out of|on (?:the|his|her|their|your|[a-z]+'s) (?:[a-z]+ ){0,2}(?:sat|act|psat|test|exam|quiz|final|midterm))/,
  // A score in words: "scored eleven eighty", "got an eighty two on the fractions test".
  /\b(?:scored|got|received|earned) (?:an? )?(?:[a-z]+ty|one hundred|a hundred|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)(?:[ -][a-z]+){0,2}(?: (?:percent|out of|overall|on (?:the|his|her|their|a|an) (?:[a-z]+ )?(?:sat|act|psat|test|exam|quiz|final|midterm)))/,
  /\b(?:is failing|failed|is passing|passed) (?:math|english|science|history|algebra|geometry|chemistry|biology|physics|spanish|french|reading|writing|the (?:test|exam|class|course|final|midterm|quiz))\b/,
  /\b(?:sat|act|psat|gpa|grade point average)\b[^.?!]{0,20}\b(?:is|was|of|came back|score)\b[^.?!]{0,10}(?:\d|\b(?:[a-z]+ty|[a-z]+ hundred|eleven|twelve|thirteen|fourteen|fifteen)\b)/,
  /\bscored (?:an? )?(?:\d+|[a-z]+(?:[ -][a-z]+){0,3}) (?:in (?:reading|math|english|science|writing|ela|language arts)|points)\b|\bmissed (?:\d+|[a-z]+) (?:days|classes|sessions|lessons)\b/,
  /\b\d+ missing (?:assignments?|homework)\b|\bmissing (?:\w+ ){0,2}(?:assignments?|homework|worksheets?|essays?|projects?|quizz?e?s?)\b|\b(?:project|assignment|homework|worksheet|essay|lab report)s? (?:is|are|was|were) (?:marked |still |showing )?(?:as )?(?:missing|late|incomplete|not turned in)\b/,
  /\b(?:absent|absences|tardies|tardy|truant|truancy|missed \d+ days|attendance record (?:shows|says|has|is))\b/,
  // "suspended" of a student, not of a phone line or an account.
  /\b(?:suspension|detention|expelled|expulsion|disciplinary|discipline (?:record|report|referral)|behavio(?:u)?r(?:al)? (?:report|incident))\b|\b(?:he|she|they)(?: was| got| has been| had been| is| were|'s) suspended\b|\bsuspended (?:from (?:school|class)|for (?:\w+ )?(?:days?|fighting))\b/,
  /\b(?:iep|504 plan|special education|individualized education|learning disability|evaluation for special)\b/,
];

/** The caller gives details that identify them: a date of birth, a patient, member or student ID, the last four of an SSN, a PIN, passcode or one-time code. */
export const IDENTITY_DETAIL = [
  /\b(?:date of birth|birth ?date|birthday|dob|born on|born in)\b/,
  // A date of birth said out loud: "june fifth nineteen forty", "march 3rd two thousand one".
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:the )?(?:\d{1,2}(?:st|nd|rd|th)?|[a-z]+(?:st|nd|rd|th)|first|second|third)\b,? (?:(?:19|20)\d{2}|nineteen|two thousand|twenty (?:oh|zero|one|two))\b/,
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.? \d{1,2}(?:st|nd|rd|th)?,? (?:19|20)\d{2}\b/,
  /\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)?\d{2}\b/,
  /\b(?:patient|member|medical record|mrn|account|policy|student|customer|subscriber|insurance) (?:id|number|no\.?|#)\b[^.?!]{0,20}(?:\d|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)|\b(?:id|number) is [a-z]{0,3}[- ]?\d{3,}/,
  /\blast (?:four|4)(?: digits)?(?: of)? (?:my |the |his |her )?(?:social|ssn|social security)/,
  // Given, not only named: "my pin is 4 4 1 9", "the code was six one two"; "my password is wrong" gives nothing.
  /\b(?:pin|passcode|pass code|password|security answer|verification code|one[- ]time (?:pass)?code|otp|access code|code)(?: number)?(?:,? (?:is|was|it's))?,? (?!(?:wrong|incorrect|not|invalid|expired|locked|reset|changed|the|my|a|an)\b)(?:\d|zero|oh|one|two|three|four|five|six|seven|eight|nine|[a-z]+\d)/,
];

/** The agent asked for one of those details, so a bare answer ("March third, nineteen eighty") counts too. */
export const ASKS_IDENTITY =
  /\b(?:date of birth|birth ?date|dob|member id|patient id|student id|id number|pin|passcode|pass code|(?<!zip |postal |promo |discount |area |country )code|one[- ]time|last four|account number|policy number)\b/;

/**
 * A close relative or friend, as callers name them: "my mam", "my nan", and, in Spanish said within English, "mi
 * mamá", "mi esposo". Those the lists below add are said of someone the caller acts for ("my client", "their nurse").
 */
const RELATIVE =
  "(?:mother|mom|mum|mam|mama|mamá|mami|nan|nana|gran|granny|grandad|father|dad|papa|papá|husband|wife|spouse|partner|esposo|esposa|son|daughter|hijo|hija|brother|sister|grandmother|grandma|grandfather|grandpa|abuela|abuelo|aunt|uncle|tía|tia|tío|tio|friend|neighbou?r|boyfriend|girlfriend|roommate)";
/** "My", "our", and the Spanish "mi" of code-switched speech. */
const MY = "(?:my|our|mi)";

/** The caller says they call for or about someone else. */
export const THIRD_PARTY = [
  new RegExp(
    `\\b(?:prescriptions?|meds|medications?|results?|records?|refills?|appointments?) (?:for|of) ${MY} (?:${RELATIVE}|child|kid)\\b`,
  ),
  new RegExp(
    `\\b(?:calling|call|ringing|asking|here|picking up|pick up|collecting) (?:for|about|on behalf of|regarding) (?:${MY} )?(?:${RELATIVE}|child|kid|fianc[eé]e?|client|employee|boss|cousin|niece|nephew)\\b`,
  ),
  new RegExp(
    `\\b${MY} ${RELATIVE}(?:'?s)? (?:results?|prescription|medication|appointment|test|diagnosis|records?|refill|surgery|procedure|condition|lab|claim|bill|mri|scan|visit|treatment)`,
  ),
  /\b(?:for|about) (?:him|her|them),? (?:he|she|they) (?:is|are|can't|cannot|couldn't)\b/,
  new RegExp(
    `\\b(?:check(?:ing)? on|ask(?:ing)? about|what about|how about|find out (?:about|how)|an update on|news (?:on|about)|driving|taking|bringing|helping|caring for|looking after) ${MY} (?:${RELATIVE}|child|kid|granddaughter|grandson)\\b`,
  ),
  new RegExp(`\\b(?:this is|i(?:'m| am)) (?:his|her|their) (?:${RELATIVE}|caregiver|nurse)\\b`),
  new RegExp(
    `\\b${MY} (?:${RELATIVE}|child|kid)(?:'?s)?\\b[^.?!]{0,90}\\b(?:admitted|results?|prescriptions?|medications?|meds|appointment|surgery|tests?|diagnosis|doctor|hospital|room|condition|treatment|biopsy|labs?|refills?|records?|visit|emergency|er|icu|discharged|patient|mri|scan|x-rays?|ultrasound|bloodwork)\\b`,
  ),
];

/** The agent says the patient gave written consent; "we'd need a signed consent" and "no consent form" do not. */
export const WRITTEN_CONSENT =
  /(?<!(?:\bno|not|n't|need|without)(?: \w+){0,2} )\b(?:(?:signed|written) (?:authori[sz]ation|consent|release)|consent form)\b/;

/** The agent confirms the caller may hear another person's health information. */
export const AUTHORIZATION = [
  /\b(?:listed|on file|registered|named|designated)(?: on [^.?!]{1,30}?)? as (?:an? |the |his |her |their |[a-z]+'s )?(?:(?:authori[sz]ed|emergency|designated|approved) (?:contact|representative|person|caregiver|user)|parent|guardian|legal guardian|mother|father|mom|dad)\b/,
  // Held, not only named: "you'd need a power of attorney", "without a healthcare proxy" name one the caller lacks.
  /(?<!(?:\bno|not|n't|need|needs|require|requires|without|bring|send)(?: \w+){0,2} )\b(?:personal representative|power of attorney|health ?care proxy|medical proxy|legal guardian|guardianship|hipaa (?:release|authorization|form))\b/,
  WRITTEN_CONSENT,
  /\b(?:you(?:'re| are)|you've been) (?:authori[sz]ed|verified as (?:an? )?(?:authori[sz]ed|representative))\b/,
  /\b(?:you(?:'re| are)|you've been|for you to be|to be) (?:his|her|their|the patient's|[a-z]+'s) (?:authori[sz]ed|named|nominated|designated|approved) (?:contact|representative|person)\b|\b(?:given|signed|gave) (?:written )?consent for you\b/,
];

/** The caller says they are not the student's parent. */
export const NOT_PARENT =
  /\b(?:i(?:'m| am) (?:his|her|their|[a-z]+(?: [a-z]+)?'s) (?:aunt|uncle|neighbou?r|friend|coach|babysitter|nanny|grandma|grandmother|grandpa|grandfather|cousin|tutor|older (?:brother|sister))|i(?:'m| am) not (?:his|her|their|the) (?:parent|mom|dad|mother|father|guardian)|i(?:'m| am) (?:the|a|an|their) (?:nanny|babysitter|au pair|tutor|coach|driver|caregiver|neighbou?r|family friend)|\b(?:my|our) (?:granddaughter|grandson|grandchild|grandkid|niece|nephew|neighbou?r's (?:son|daughter|kid)))\b/;

/** The call shows a postsecondary school: "at Ridgeview University", "a sophomore at Lakeside College". */
export const POSTSECONDARY =
  /\b(?:college|university|community college|grad(?:uate)? school|law school|medical school|undergrad(?:uate)?|dorm|(?:freshman|sophomore) year)\b/;

/** "Freshman year" of a high school, or a grade, is no postsecondary context. */
export const SCHOOL_BELOW_COLLEGE =
  /\b(?:high school|middle school|elementary|grade school|kindergarten|grade (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)|(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade)\b/;

/** The caller is the student's parent: "my son", "my daughter", "I'm her mom". */
export const CALLER_IS_PARENT =
  /\b(?:my|our) (?:son|daughter|child|kid|stepson|stepdaughter)\b|\bi(?:'m| am) (?:his|her|their) (?:mom|mother|dad|father|parent|stepmom|stepdad)\b/;

/** The student's own written consent: "Jake signed a FERPA release naming you". */
export const STUDENT_CONSENT =
  /(?<!(?:\b(?:no|not|never|need|needs|needed|without)|n't)(?: \w+){0,2} )\b(?:ferpa (?:release|waiver|consent|authori[sz]ation)|signed (?:a |an |the )?(?:[a-z]+ )?(?:release|waiver|consent|authori[sz]ation))\b/;
