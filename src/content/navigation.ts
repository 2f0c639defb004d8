/** The links to the guides every page carries, in its header and its footer. */
import { INDUSTRIES_PATH, REGULATIONS_PATH, STATES_PATH } from "#src/config/guides.ts";
import { checkPage } from "#src/config/site-pages.ts";
import { guideCopy } from "./guide-copy.ts";

export const guideNav = {
  /** Header and footer carry the same links: their navigation landmarks need different names. */
  headerLabel: "Guides",
  footerLabel: "All guides",
  links: [
    { label: guideCopy.regulationsLabel, href: REGULATIONS_PATH },
    { label: guideCopy.industriesLabel, href: INDUSTRIES_PATH },
    // Short, so that the header's links fit a phone's row: the page itself is titled "Laws by state".
    { label: "States", href: STATES_PATH },
    { label: "Check a call", href: checkPage.path },
  ],
} as const;
