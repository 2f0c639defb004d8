/** Copy of the cookie consent banner (its opener, 'Cookie settings', is in site.ts: every page has it). */
export const consentCopy = {
  title: "Cookies on this page",
  body: "With your consent, Google Ads sets cookies to measure that your booking came from one of our ads.",
  detailsSummary: "What is measured",
  details: [
    "One event when a meeting is booked: that a booking happened, a value of €1 and a booking reference.",
    "Never your name, email address or anything you typed into the booking form.",
    "Without consent, Google receives the event without cookies or ad identifiers.",
  ],
  googleLink: { label: "How Google uses this data", href: "https://policies.google.com/technologies/partner-sites" },
  accept: "Accept",
  reject: "Reject",
  currentChoice: (choice: "granted" | "denied" | null): string =>
    choice === "granted"
      ? "You have accepted these cookies."
      : choice === "denied"
        ? "You have rejected these cookies."
        : "You have not chosen yet.",
} as const;
