/** The links to the guides every page carries, in its header and its footer. */
import { INDUSTRIES_PATH, REGULATIONS_PATH } from "../config/guides";

export const guideNav = {
  /** Header and footer carry the same links: their navigation landmarks need different names. */
  headerLabel: "Guides",
  footerLabel: "All guides",
  links: [
    { label: "Regulations", href: REGULATIONS_PATH },
    { label: "Industries", href: INDUSTRIES_PATH },
  ],
} as const;
