/**
 * Dates as the site writes them, the same whatever the runtime's locale and time zone. No imports: the
 * configuration schema, loaded by astro.config.ts outside Vite, uses it too.
 */
const longDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date → "May 4, 2026". */
export const longDate = (date: Date): string => longDateFormat.format(date);

/** A date → "2026-05-04": for `datetime` attributes, structured data and configuration defaults. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** How long a guide or a law's figures may go unchecked before the build refuses them. */
export const REVIEW_INTERVAL_MONTHS = 12;

/** Whether `reviewed` is within the review interval before `today` (the build's date, by default). */
export function reviewIsCurrent(reviewed: Date, today: Date = new Date()): boolean {
  const limit = new Date(today);
  limit.setUTCMonth(limit.getUTCMonth() - REVIEW_INTERVAL_MONTHS);
  return reviewed.getTime() >= limit.getTime();
}

/** What an editor reads when a review is overdue. */
export const overdueReview = (reviewed: Date): string =>
  `Last reviewed on ${isoDay(reviewed)}, more than ${REVIEW_INTERVAL_MONTHS} months ago: check it against its sources again and set the new date.`;
