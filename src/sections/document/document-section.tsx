import type { ReactNode } from "react";
import type { DocumentFacts } from "#src/content/document-facts.ts";
import { sectionShown, type DocumentSection as Outline } from "#src/documents/schema.ts";

interface DocumentSectionProps {
  /** The section's anchor: its heading comes from the document's outline, with the table of contents'. */
  id: Outline["id"];
  children: ReactNode;
  /** Given by the page (document-components.tsx), not the MDX. */
  sections: readonly Outline[];
  facts: DocumentFacts;
}

/** A section under an anchor other pages link to, headed as the table of contents names it. */
export function DocumentSection({ id, children, sections, facts }: DocumentSectionProps) {
  const section = sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`The MDX has a <Section id="${id}"> that its frontmatter's sections do not list.`);
  if (!sectionShown(section, facts.googleAdsEnabled)) return null;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="mt-12 scroll-mt-6 [&>h3]:mt-8 [&>h3]:text-lg [&>h3]:font-semibold [&>h3]:text-slate-900 [&>p]:mt-4"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {section.heading}
      </h2>
      {children}
    </section>
  );
}
