/**
 * Every rule of the checker, in the order the page lists them. To add one: write `rules/<id>.ts` (its id, law and
 * `find`, and beside them its words: name, citation, source, why, compliant wording, guide, and for a law that binds by
 * where the other party is, `reads`: the registry's obligations it rests on, decision 024), add both here, and give it
 * labelled calls in the corpus.
 *
 * A phrase pattern (exported from a language module, `language/<module>.ts`) carries its examples beside it in
 * `language/<module>.examples.ts`: at least two sentences a caller or agent says that it must match, and two
 * near-misses (a negation, another sense) it must not. The file's type asks an entry of every exported pattern, and
 * tests/check-pattern-examples.test.ts runs each sentence through `says`. Write the examples from the corpus and the
 * law, not from the pattern: one it gets wrong is marked `knownGap` (run as an expected failure), not hidden.
 */
import type { Rule, RuleWords } from "../types.ts";
import { accountBeforeIdentity, accountBeforeIdentityWords } from "./account-before-identity.ts";
import { aiDenied, aiDeniedWords } from "./ai-denied.ts";
import { aiNotDisclosed, aiNotDisclosedWords } from "./ai-not-disclosed.ts";
import { businessNotNamed, businessNotNamedWords } from "./business-not-named.ts";
import { cardNumber, cardNumberWords } from "./card-number.ts";
import { cardSecurityCode, cardSecurityCodeWords } from "./card-security-code.ts";
import { childPersonalInfo, childPersonalInfoWords } from "./child-personal-info.ts";
import { childVoiceRecorded, childVoiceRecordedWords } from "./child-voice-recorded.ts";
import { documentNumberKept, documentNumberKeptWords } from "./document-number-kept.ts";
import { healthBeforeIdentity, healthBeforeIdentityWords } from "./health-before-identity.ts";
import { healthToSomeoneElse, healthToSomeoneElseWords } from "./health-to-someone-else.ts";
import { noRecordingNotice, noRecordingNoticeWords } from "./no-recording-notice.ts";
import { noSalesOptOut, noSalesOptOutWords } from "./no-sales-opt-out.ts";
import { sharingOptOutIgnored, sharingOptOutIgnoredWords } from "./sharing-opt-out-ignored.ts";
import { socialSecurityNumber, socialSecurityNumberWords } from "./social-security-number.ts";
import { someoneElsesDetails, someoneElsesDetailsWords } from "./someone-elses-details.ts";
import { stopNotHonored, stopNotHonoredWords } from "./stop-not-honored.ts";
import { studentRecordsBeforeIdentity, studentRecordsBeforeIdentityWords } from "./student-records-before-identity.ts";

export const rules: readonly Rule[] = [
  businessNotNamed,
  aiNotDisclosed,
  aiDenied,
  noRecordingNotice,
  stopNotHonored,
  cardNumber,
  cardSecurityCode,
  socialSecurityNumber,
  healthBeforeIdentity,
  healthToSomeoneElse,
  accountBeforeIdentity,
  studentRecordsBeforeIdentity,
  childPersonalInfo,
  childVoiceRecorded,
  noSalesOptOut,
  documentNumberKept,
  someoneElsesDetails,
  sharingOptOutIgnored,
];

/**
 * Each rule's words by its id: for the build (the page embeds them) and for Node. The Web Worker imports `rules` only,
 * so the bundler leaves these out of its code.
 */
export const ruleWords: Readonly<Record<string, RuleWords>> = {
  [businessNotNamed.id]: businessNotNamedWords,
  [aiNotDisclosed.id]: aiNotDisclosedWords,
  [aiDenied.id]: aiDeniedWords,
  [noRecordingNotice.id]: noRecordingNoticeWords,
  [stopNotHonored.id]: stopNotHonoredWords,
  [cardNumber.id]: cardNumberWords,
  [cardSecurityCode.id]: cardSecurityCodeWords,
  [socialSecurityNumber.id]: socialSecurityNumberWords,
  [healthBeforeIdentity.id]: healthBeforeIdentityWords,
  [healthToSomeoneElse.id]: healthToSomeoneElseWords,
  [accountBeforeIdentity.id]: accountBeforeIdentityWords,
  [studentRecordsBeforeIdentity.id]: studentRecordsBeforeIdentityWords,
  [childPersonalInfo.id]: childPersonalInfoWords,
  [childVoiceRecorded.id]: childVoiceRecordedWords,
  [noSalesOptOut.id]: noSalesOptOutWords,
  [documentNumberKept.id]: documentNumberKeptWords,
  [someoneElsesDetails.id]: someoneElsesDetailsWords,
  [sharingOptOutIgnored.id]: sharingOptOutIgnoredWords,
};
