import type { ReactNode } from "react";
import { Icon } from "./icon";
import { site } from "~/content/site";

const linkClasses = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";

/** A link to another site: it opens in a new tab, shows an arrow, and tells screen readers so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      {children}
      <Icon name="arrow-up-right" className="ml-0.5 size-3.5 align-[-0.125em]" />
      <span className="sr-only"> {site.newTabHint}</span>
    </a>
  );
}
