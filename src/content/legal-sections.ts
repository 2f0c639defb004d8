/**
 * The sections of /privacy and /security, by their anchors. Links from other pages (the footer, the banner,
 * security.txt) depend on them: never rename one. Kept apart from the documents so a link costs no copy.
 */
import { privacyPage, securityPage } from "#src/config/site-pages.ts";

export const privacySectionIds = [
  "summary",
  "who-we-are",
  "what-we-collect",
  "cookies",
  "bookings",
  "google-ads",
  "server-logs",
  "legal-bases",
  "retention",
  "sharing-and-transfers",
  "your-rights",
  "california",
  "choices",
  "children",
  "changes",
  "contact",
] as const;
export type PrivacySectionId = (typeof privacySectionIds)[number];

export const securitySectionIds = ["frameworks", "call-data", "subprocessors", "documents", "disclosure"] as const;
export type SecuritySectionId = (typeof securitySectionIds)[number];

/** privacyHref("choices") → "/privacy#choices". */
export const privacyHref = (id: PrivacySectionId): string => `${privacyPage.path}#${id}`;

/** securityHref("disclosure") → "/security#disclosure" (security.txt's Policy). */
export const securityHref = (id: SecuritySectionId): string => `${securityPage.path}#${id}`;
