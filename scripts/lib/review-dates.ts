/**
 * Every review date the library holds (each law's figures in src/data/laws.json, each guide's `lastReviewed`), and
 * what is due: a review falls due twelve months after it was made. The build and `npm test` name each one due within
 * 60 days, as a warning, well before the day it is overdue and the build stops (the guides' schema; the law
 * registry's). Staggered or not, no review comes as a surprise.
 */
import { laws, lawCodes } from "#src/content/laws.ts";
import { daysUntilReviewDue, isoDay, REVIEW_NOTICE_DAYS, reviewDue } from "#src/lib/dates.ts";
import { readGuideFiles } from "./guide-files.ts";

export interface ReviewDate {
  /** Where the date is written, as an editor looks for it. */
  where: string;
  reviewed: Date;
}

export function reviewDates(): ReviewDate[] {
  const guides = (["regulations", "industries"] as const).flatMap((kind) =>
    readGuideFiles(kind).map(({ slug, frontmatter }) => ({
      where: `src/guides/${kind}/${slug}.mdx, lastReviewed`,
      reviewed: new Date(String((frontmatter as { lastReviewed?: unknown }).lastReviewed)),
    })),
  );
  const registry = lawCodes.map((code) => ({
    where: `src/data/laws.json, ${code}.reviewed`,
    reviewed: new Date(laws[code].reviewed),
  }));
  return [...registry, ...guides];
}

/** One line for each review due within the notice period (or overdue), soonest first. */
export function reviewNotices(dates: readonly ReviewDate[], today: Date = new Date()): string[] {
  return dates
    .map((date) => ({ ...date, daysLeft: daysUntilReviewDue(date.reviewed, today) }))
    .filter(({ daysLeft }) => daysLeft <= REVIEW_NOTICE_DAYS)
    .sort((a, b) => a.daysLeft - b.daysLeft)
    .map(({ where, reviewed, daysLeft }) => {
      const due = isoDay(reviewDue(reviewed));
      const when = daysLeft < 0 ? `was due on ${due}: overdue` : `falls due on ${due}, in ${daysLeft} days`;
      return `${where}: the review of ${isoDay(reviewed)} ${when}; check it against its sources again and set the new date`;
    });
}
