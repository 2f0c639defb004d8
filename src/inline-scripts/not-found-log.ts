/** The not-found page's one script, the spec's: the missing path is logged to the console. */
import { notFoundPage } from "#src/content/pages.ts";

console.error(notFoundPage.logMessage, location.pathname);
