/** Copy of the pages around the landing page: confirmation, not found, the error screen; the documents' frame. */

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

/** What both documents show around their text. */
export const documentPage = {
  /** Names the table of contents. */
  contentsLabel: "On this page",
  /** Under the title: the later of the date the text changed and the configured VITE_POLICY_LAST_UPDATED. */
  lastUpdated: (date: string) => `Last updated ${date}`,
} as const;
