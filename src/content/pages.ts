/** Copy of the pages around the landing page: confirmation, not found, the error screen, the documents. */

export const confirmationPage = {
  metaTitle: "See You Soon! · Vigil",
  metaDescription: "Your meeting with Vigil is confirmed.",
  title: "See You Soon!",
  description: "Your meeting is confirmed. We'll follow up via email shortly.",
  homeLabel: "Return to Home",
} as const;

export const notFoundPage = {
  metaTitle: "Page not found · Vigil",
  metaDescription: "This page does not exist.",
  title: "Oops! Page not found",
  description: "The address may be mistyped, or the page has moved.",
  homeLabel: "Return to Home",
  /** The console message the spec asks for; the path is appended. */
  logMessage: "404: no page at",
} as const;

export const errorPage = {
  title: "Unexpected Application Error!",
  description:
    "Something went wrong while showing this page. Reloading usually fixes it; if not, start again from the home page.",
  homeLabel: "Return to Home",
} as const;

/** The titles of the two documents; their text is in privacy-policy.ts and security-page.ts. */
export const privacyPage = {
  metaTitle: "Privacy and cookies · Vigil",
  metaDescription: "What this website collects on each page, why, for how long, and how to change your choices.",
} as const;

export const securityPage = {
  metaTitle: "Security and compliance · Vigil",
  metaDescription:
    "How Vigil protects customer call data, our SOC 2, HIPAA and ISO/IEC 27001 status, sub-processors, and how to report a vulnerability.",
} as const;

/** What both documents show around their text. */
export const documentPage = {
  /** Names the table of contents. */
  contentsLabel: "On this page",
} as const;
