/**
 * Dates as the site writes them, the same whatever the runtime's locale and time zone. No imports: the
 * configuration schema, loaded by astro.config.ts outside Vite, uses it too.
 */
const longDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date → "May 4, 2026". */
export const longDate = (date: Date): string => longDateFormat.format(date);

/** A day (YYYY-MM-DD, read as UTC) → "May 4, 2026". */
export const longDay = (day: string): string => longDate(new Date(day));

const dayMonthYearFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A day (YYYY-MM-DD) → "4 May 2026": as the guides' prose writes dates. */
export const dayMonthYear = (day: string): string => dayMonthYearFormat.format(new Date(day));

/** A date → "2026-05-04": for `datetime` attributes, structured data and configuration defaults. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** How long a guide or a law's figures may go unchecked before the build refuses them. */
export const REVIEW_INTERVAL_MONTHS = 12;

/** How long before a review falls due the build and the tests start to say so. */
export const REVIEW_NOTICE_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day a review made on `reviewed` still counts: the interval after it. */
export function reviewDue(reviewed: Date): Date {
  const due = new Date(reviewed);
  due.setUTCMonth(due.getUTCMonth() + REVIEW_INTERVAL_MONTHS);
  return due;
}

/** Whether `reviewed` is within the review interval before `today` (the build's date, by default). */
export function reviewIsCurrent(reviewed: Date, today: Date = new Date()): boolean {
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - REVIEW_INTERVAL_MONTHS);
  return reviewed.getTime() >= limit.getTime();
}

/** Whole days from `today` until a review made on `reviewed` falls due; 0 on its last day, negative once overdue. */
export const daysUntilReviewDue = (reviewed: Date, today: Date = new Date()): number =>
  Math.floor((reviewDue(reviewed).getTime() - today.getTime()) / DAY_MS);

/** What an editor reads when a review is overdue. */
export const overdueReview = (reviewed: Date): string =>
  `Last reviewed on ${isoDay(reviewed)}, more than ${REVIEW_INTERVAL_MONTHS} months ago: check it against its sources again and set the new date.`;
