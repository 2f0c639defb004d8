/**
 * Every rule of the checker, in the order the page lists them. To add one: write `rules/<id>.ts` (its name, law,
 * citation, why, compliant wording, guide, and `find`), add it here, and give it labelled calls in the corpus.
 */
import type { Rule } from "#src/check/types.ts";
import { accountBeforeIdentity } from "./account-before-identity.ts";
import { aiDenied } from "./ai-denied.ts";
import { aiNotDisclosed } from "./ai-not-disclosed.ts";
import { businessNotNamed } from "./business-not-named.ts";
import { cardNumber } from "./card-number.ts";
import { cardSecurityCode } from "./card-security-code.ts";
import { childPersonalInfo } from "./child-personal-info.ts";
import { documentNumberKept } from "./document-number-kept.ts";
import { healthBeforeIdentity } from "./health-before-identity.ts";
import { healthToSomeoneElse } from "./health-to-someone-else.ts";
import { noRecordingNotice } from "./no-recording-notice.ts";
import { noSalesOptOut } from "./no-sales-opt-out.ts";
import { sharingOptOutIgnored } from "./sharing-opt-out-ignored.ts";
import { socialSecurityNumber } from "./social-security-number.ts";
import { someoneElsesDetails } from "./someone-elses-details.ts";
import { stopNotHonored } from "./stop-not-honored.ts";
import { studentRecordsBeforeIdentity } from "./student-records-before-identity.ts";

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
