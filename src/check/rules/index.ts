/**
 * Every rule of the checker, in the order the page lists them. To add one: write `rules/<id>.ts` (its name, law,
 * citation, why, compliant wording, guide, and `find`), add it here, and give it labelled calls in the corpus.
 */
import type { Rule } from "../types";
import { accountBeforeIdentity } from "./account-before-identity";
import { aiDenied } from "./ai-denied";
import { aiNotDisclosed } from "./ai-not-disclosed";
import { businessNotNamed } from "./business-not-named";
import { cardNumber } from "./card-number";
import { cardSecurityCode } from "./card-security-code";
import { childPersonalInfo } from "./child-personal-info";
import { documentNumberKept } from "./document-number-kept";
import { healthBeforeIdentity } from "./health-before-identity";
import { healthToSomeoneElse } from "./health-to-someone-else";
import { noRecordingNotice } from "./no-recording-notice";
import { noSalesOptOut } from "./no-sales-opt-out";
import { sharingOptOutIgnored } from "./sharing-opt-out-ignored";
import { socialSecurityNumber } from "./social-security-number";
import { someoneElsesDetails } from "./someone-elses-details";
import { stopNotHonored } from "./stop-not-honored";
import { studentRecordsBeforeIdentity } from "./student-records-before-identity";

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
  noSalesOptOut,
  documentNumberKept,
  someoneElsesDetails,
  sharingOptOutIgnored,
];
