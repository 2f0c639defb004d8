/**
 * Health information, which an agent may share only with the patient or someone the patient authorised, and what
 * is not: a medicine or condition named, a treatment for substance use, an animal's health.
 */

/** Common medicines, by the names callers and agents say. */
const DRUGS =
  "metformin|lisinopril|insulin|sertraline|zoloft|adderall|oxycodone|prozac|fluoxetine|xanax|alprazolam|atorvastatin|lipitor|amoxicillin|levothyroxine|synthroid|ozempic|wegovy|semaglutide|donepezil|aricept|amlodipine|losartan|gabapentin|hydrocodone|ibuprofen|prednisone|albuterol|omeprazole|simvastatin|warfarin|eliquis|xarelto|lexapro|escitalopram|wellbutrin|bupropion|trazodone|seroquel|lithium|methadone|suboxone|buprenorphine|truvada|prep|antibiotics?|chemo(?:therapy)?|birth control|clonazepam|klonopin|ambien|zolpidem|tramadol|jardiance|humira|plavix|crestor|rosuvastatin|hydrochlorothiazide|furosemide|lasix|citalopram|celexa|paxil|effexor|cymbalta|abilify|risperdal|ritalin|vyvanse|concerta|statins?|antidepressants?|blood thinners?|blood pressure (?:pills|medication|meds)|inhalers?|insulin pens?";

/** Conditions and diagnoses. */
const CONDITIONS =
  "herniated disc|slipped disc|sciatica|concussion|cancer|carcinoma|melanoma|leukemia|lymphoma|tumou?r|pneumonia|diabetes|prediabetes|hypertension|high blood pressure|hiv|aids|hepatitis|depression|anxiety|bipolar|schizophrenia|dementia|alzheimer'?s|covid(?:-19)?|flu|influenza|strep|infection|std|sti|chlamydia|gonorrhea|syphilis|herpes|pregnan(?:t|cy)|miscarriage|asthma|copd|heart failure|heart attack|stroke|seizures?|epilepsy|kidney disease|multiple sclerosis|arthritis|fracture|sepsis|anemia|thyroid|celiac|adhd|autism|opioid use disorder|addiction|eating disorder|inflammation|torn (?:ligament|meniscus|rotator cuff)|(?:partial |full )?tear of|sprain";

/** A condition named, or what a medicine is for: "for his cholesterol", "for her Alzheimer's". */
export const NAMES_A_CONDITION = new RegExp(
  `\\b(?:${CONDITIONS})\\b|\\bfor (?:his|her|their|your) (?!(?:pick-?up|order|refills?|prescriptions?|supplies|x-rays?)\\b)[a-z]`,
);

const SPECIALTIES =
  "physical therapy|occupational therapy|speech therapy|cardiology|oncology|dermatology|psychiatry|psychiatric|therapy|therapist|behavioral health|mental health|obgyn|ob-gyn|gynecology|urology|neurology|fertility|ivf|chemo(?:therapy)?|dialysis|rehab|addiction|hiv|std|prenatal|orthopedic|gastro\\w*|endocrinology|pulmonology|rheumatology|colonoscopy|mammogram|biopsy|oncologist|cardiologist|dermatologist|psychiatrist|neurologist|urologist";

/** The agent states a patient's health information. */
export const HEALTH_INFORMATION = [
  new RegExp(`\\b(?:your|his|her|their|[a-z]+'s) (?:\\w+ )?(?:${DRUGS})\\b`),
  // "he started on suboxone", "taking lisinopril", "switched to zoloft": a medicine someone is on.
  new RegExp(
    `\\b(?:on|taking|started|starting|prescribed|stopped|stopping|switched to|renewed|refilled) (?:the |a |his |her |your )?(?:${DRUGS})\\b`,
  ),
  new RegExp(
    `\\b(?:${DRUGS})\\b[^.?!]{0,25}\\b(?:(?:\\d+ ?)?(?:mg|milligrams?|mcg|micrograms?|units)|refills?|prescriptions?|doses?|tablets?|pills?|ready|sent|approved|filled)\\b`,
  ),
  // "We have flu shots available": a vaccine offered is nobody's health information.
  new RegExp(
    `\\b(?:has|have|had|with|of|shows?|showed|as|is|was|for|confirms?|confirmed|diagnosed with|positive for|treated for|admitted (?:with|for)) (?:an? |his |her |their |your )?(?:early[- ]stage |late[- ]stage |mild |severe |acute |chronic |type (?:1|2|one|two) |stage \\w+ |skin |breast |lung |prostate |colon )?(?:${CONDITIONS})\\b(?! (?:shots?|jabs?|vaccines?|vaccinations?|clinics?|season)\\b)`,
  ),
  new RegExp(
    `\\b(?:a|an|the|your|his|her|their) (?:${SPECIALTIES}) (?:appointment|visit|consult(?:ation)?|follow[- ]?up|referral|session|procedure)\\b|\\b(?:appointment|visit|referred|referral|scheduled|booked)\\b[^.?!]{0,30}\\b(?:to|with|at|in|for) (?:the |a |an )?(?:${SPECIALTIES})\\b`,
  ),
  /\b(?:biopsy|mri|ct scan|pet scan|labs?|lab work|bloodwork|blood test|(?:strep|covid|flu|pregnancy|std|sti|hiv|drug|allergy|sleep|stress|genetic|urine|glucose|thyroid|liver|kidney) test|(?:cancer|colon|prenatal|hearing|vision) screening|cultures?|x-rays?|mammogram|pap smear|a1c|hba1c|cholesterol|echocardiogram|ekg|ecg|ultrasound)\b[^.?!]{0,40}\b(?:came back|showed|shows?|revealed|confirmed|was (?:positive|negative|abnormal|normal|clear)|is (?:positive|negative|abnormal|normal|high|elevated|at \d))/,
  // A lab value with its number: "a potassium of five point nine", "the A1C result …, seven point eight".
  /\b(?:a1c|hba1c|cholesterol|glucose|blood sugar|potassium|phosphorus|sodium|psa|ldl|hdl|tsh|creatinine|hemoglobin|platelets?|ferritin|inr|egfr|viral load|cd4)(?: levels?| results?| readings?| count)?\b[^.?!]{0,45}?(?:\b(?:of|at|was|is|were)\b|,) (?:\d+(?:\.\d+)?(?! ?(?:am|pm|a\.m\.|p\.m\.|o'clock|minutes?|hours?|days?|weeks?)\b)|(?:[a-z]+ )?[a-z]+ point [a-z]+)\b/,
  /\b(?:prescriptions?|refills?|medications?|meds)\b[^.?!]{0,15}\b(?:is|are|was|were) (?:ready|sent|filled|approved|denied|on hold|waiting)\b/,
  /\b(?:was|is|been) (?:admitted|hospitali[sz]ed|discharged|moved to (?:the )?(?:icu|intensive care))\b|\b(?:condition is|condition was) (?:listed as |now )?(?:stable|critical|serious|fair|good|guarded)\b|\bon (?:iv |oral )?(?:antibiotics|fluids|oxygen|a ventilator|dialysis)\b/,
  /\b(?:test|lab|blood(?:work| test)?|biopsy|mri|ct|x-ray|scan|screening|pathology|covid|pregnancy|a1c|hba1c|cholesterol|culture)[- ]?(?:test )?results?\b[^.?!]{0,30}\b(?:came back|are|is|was|were|show|showed|indicate|look|looked|confirm)/,
  /\b(?:your|his|her|the|[a-z]+'s) results?\b[^.?!]{0,30}\b(?:came back|show|showed|are (?:back|normal|abnormal|positive|negative|in)|is back|were (?:normal|abnormal|positive|negative))/,
  /\b(?:radiology|radiologist's|pathology|imaging|lab|mri|x-ray|scan) report\b[^.?!]{0,20}\b(?:shows?|showed|found|revealed|confirms?)\b/,
  // A dose said alone is a medication: "the forty milligram", "20 mg".
  /\b(?:\d+|[a-z]+(?:[ -][a-z]+)?) ?(?:mg|milligrams?|mcg|micrograms?)\b/,
  /\b(?:tested|came back|is|was|were) (?:positive|negative) for\b/,
  /\b(?:your|his|her|their) (?:echocardiogram|echo|ekg|ecg|ultrasound|x-rays?|mri|ct scan|scan|biopsy|bloodwork|labs?|tests?|screening)\b[^?!]{0,12}\b(?:it|they) (?:showed|shows|came back|revealed|found)\b/,
  /\b(?:start|started|starting|switch|switched|keep|prescribe|prescribed) (?:you|him|her|them) on (?!(?:the|a|an|our|your|this|that|hold|speaker|autopay|paperless|board|track|time|schedule|file|e-?mails?|texts?|sms|mail|mailing|list|record|call|calls|notifications?|updates?|reminders?)\b)[a-z]/,
  /\b(?:diagnos(?:is|ed|es)|prognosis)\b/,
  // Diagnoses and procedures named by their endings: "acute appendicitis", "the appendectomy", "a colonoscopy".
  /\b(?:for|with|of|had|has|an?|the|your|his|her|their) (?:acute |chronic |mild |severe |emergency |laparoscopic )?[a-z]{3,}(?:itis|ectomy|oscopy|plasty)\b|\b[a-z]{2,}(?<!sym|em|a|tele|homeo|naturo|osteo)pathy\b/,
  /\b(?:in|going to|attending|started|finished|completed|admitted to) (?:the |a |an |his |her )?(?:detox|rehab|group therapy|therapy sessions?|inpatient (?:program|treatment|unit)|outpatient program|treatment program)\b/,
  /\b(?:your|his|her|the) (?:prescription|medication|refill|rx|dosage|dose)s?\b[^.?!]{0,40}\b(?:for|of|is|was|are|has been|have been|will be|ready|approved|sent|filled|increased|changed)\b/,
  new RegExp(`\\b(?:prescription|refill|prescribed|dosage)\\b[^.?!]{0,20}\\b(?:\\d+ ?mg|milligrams?|${DRUGS})\\b`),
  new RegExp(
    `\\b(?:your|his|her) (?:appointment|visit|consult(?:ation)?|procedure|surgery|follow[- ]?up|session)\\b[^.?!]{0,40}\\b(?:${SPECIALTIES})\\b`,
  ),
  /\b(?:colonoscopy|mammogram|chemotherapy|dialysis|biopsy|surgery|mri|endoscopy|abortion|vasectomy)\b[^.?!]{0,30}\b(?:is|was|has been) (?:scheduled|confirmed|booked|set|moved|rescheduled|approved|denied|authori[sz]ed|covered)\b/,
  /\b(?:your|his|her) (?:condition|diabetes|cancer|hiv|depression|blood pressure|pregnancy|infection|tumou?r|a1c|hba1c|cholesterol)\b/,
  /\b(?:your|his|her|their|[a-z]+'s) (?:[a-z]+ ){0,2}(?:knee replacement|hip replacement|surgery|operation|colonoscopy|mammogram|biopsy|mri|ct scan|endoscopy|chemotherapy|chemo|dialysis|infusion|physical therapy|rehab|rehabilitation|cataract|root canal|c-section|vasectomy|abortion|transplant)\b/,
  /\bclaims?(?: [^.?!]{0,25}?)? (?:was |is |were )?for (?:an? |the |his |her |your )?(?:[a-z-]+ ){0,3}(?:mri|ct scan|pet scan|x-rays?|ultrasound|surgery|colonoscopy|biopsy|mammogram|endoscopy|therapy|chemotherapy|infusion|procedure|[a-z]+ectomy|[a-z]+oscopy)\b/,
  /\b(?:an?|the|your|his|her|their) (?:[a-z]+ ){0,2}(?:spine|knee|hip|brain|head|chest|abdomen|shoulder|neck|lungs?|heart|liver|kidneys?|breast|pelvis|ankle|wrist|thyroid|prostate|colon) (?:mri|ct scan|x-rays?|ultrasound|biopsy|surgery)\b/,
  /\b(?:an?|the|your|his|her|their) (?:mri|ct scan|pet scan|x-rays?|ultrasound|biopsy|scan) of (?:the |your |his |her |their )?(?:[a-z-]+ ){0,2}(?:spine|knee|hip|brain|head|chest|abdomen|shoulder|back|neck|lungs?|heart|liver|kidneys?|breast|pelvis|ankle|wrist|thyroid|prostate|colon)\b/,
];

/** A veterinary call: an animal's health is not a person's health information, which HIPAA protects. */
export const ABOUT_AN_ANIMAL =
  /\b(?:animal hospital|veterinary|veterinarian|vet clinic|vet's office|pet clinic|(?:my|our|his|her|your) (?:dog|cat|pet|puppy|kitten|horse|rabbit|bird|parrot|hamster|guinea pig)s?)\b/;

/**
 * Treatment for substance use, whose program records 42 CFR part 2 protects: "on suboxone", "in rehab". Rehab for a
 * body part or an injury ("in rehab for his knee") is physical rehabilitation.
 */
export const SUBSTANCE_USE =
  /\b(?:methadone|suboxone|buprenorphine|detox|addiction|substance use|(?:in|to|into|at|attending) (?:the |a )?rehab(?! for (?:his|her|their|your|my|the|a|an) (?:[a-z]+ )?(?:knee|hip|back|shoulder|ankle|leg|arm|wrist|elbow|neck|spine|foot|hand|stroke|injury|surgery|fall|fracture|replacement)\b))\b/;

/** The caller collects for the patient: "I'm picking up for my neighbor", "here to pick up my mom's prescription". */
export const PICKS_UP = /\b(?:pick(?:ing)? (?:it |them )?up|pickup|collect(?:ing)?)\b/;

/** The agent answers what is there to collect: "ready for pickup", "at the counter". */
export const READY_TO_COLLECT = /\b(?:ready|pick(?:ed)? ?up|pickup|collect|counter|front desk)\b/;
