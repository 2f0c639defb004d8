import { textLinkClasses } from "#src/components/button-classes.ts";
import type { ReactNode } from "react";
import { Icon } from "#src/components/icon.tsx";
import { site } from "#src/content/site.ts";

/** Whether a link leaves the site: it then opens in a new tab, and says so. */
const leavesSite = (href: string): boolean => /^https?:\/\//.test(href);

interface DocumentLinkProps {
  href: string;
  children: ReactNode;
}

/**
 * A link in a legal document, for Markdown links and for links whose address is a configured fact. A link to
 * another site opens a new tab, with the arrow and the hint a screen reader reads; one on this site, or an email
 * address, may wrap anywhere (long addresses on a phone).
 */
export function DocumentLink({ href, children }: DocumentLinkProps) {
  return leavesSite(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={textLinkClasses}>
      {children}
      <Icon name="arrow-up-right" className="ml-0.5 size-3.5 align-[-0.125em]" />
      <span className="sr-only"> {site.newTabHint}</span>
    </a>
  ) : (
    <a href={href} className={`${textLinkClasses} break-words`}>
      {children}
    </a>
  );
}
