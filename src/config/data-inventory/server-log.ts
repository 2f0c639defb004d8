/** Server logs: what the Node server writes about each request, and what it leaves out. */

/** The Node server's one line per request (server/app.ts `logRequest`; tests/server.test.ts holds them equal). */
export const serverLog = {
  fields: [
    { field: "method", example: "GET", meaning: "the method" },
    { field: "path", example: "/see-you-soon", meaning: "the path without its query string" },
    { field: "status", example: "200", meaning: "the status code" },
    { field: "ms", example: "3.2", meaning: "the response time in milliseconds" },
    { field: "time", example: "2026-11-23 14:02:52 UTC", meaning: "the date and time" },
  ],
  notLogged: [
    "your IP address",
    "your browser or device details (user agent)",
    "the page you came from (referrer)",
    "cookies",
    "the query string",
  ],
  /** Reads after "We use these logs only". */
  purpose: "to find errors, broken links and slow pages, so we can keep the site running",
} as const;
