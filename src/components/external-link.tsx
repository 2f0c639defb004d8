import type { ReactNode } from "react";
import { textLinkClasses } from "./button-classes.ts";
import { Icon } from "./icon.tsx";
import { site } from "#src/content/site.ts";

/** A link to another site: it opens in a new tab, shows an arrow, and tells screen readers so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      {children}
      <Icon name="arrow-up-right" className="ml-0.5 size-3.5 align-[-0.125em]" />
      <span className="sr-only"> {site.newTabHint}</span>
    </a>
  );
}
