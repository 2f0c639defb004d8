/** The links to the guides every page carries, in its header and its footer. */
import { INDUSTRIES_PATH, REGULATIONS_PATH } from "../config/guides";
import { checkPage } from "../config/site-pages";
import { guideCopy } from "./guide-copy";

export const guideNav = {
  /** Header and footer carry the same links: their navigation landmarks need different names. */
  headerLabel: "Guides",
  footerLabel: "All guides",
  links: [
    { label: guideCopy.regulationsLabel, href: REGULATIONS_PATH },
    { label: guideCopy.industriesLabel, href: INDUSTRIES_PATH },
    { label: "Check a call", href: checkPage.path },
  ],
} as const;
