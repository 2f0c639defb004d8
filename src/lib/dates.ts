/**
 * Dates as the site writes them, the same whatever the runtime's locale and time zone. No imports: the
 * configuration schema, loaded by astro.config.ts outside Vite, uses it too.
 */
const longDateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A date → "May 4, 2026". */
export const longDate = (date: Date): string => longDateFormat.format(date);

/** A date → "2026-05-04": for `datetime` attributes, structured data and configuration defaults. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
