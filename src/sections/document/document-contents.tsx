import type { DocumentFacts } from "#src/content/document-facts.ts";
import { documentPage } from "#src/content/pages.ts";
import { sectionShown, type DocumentSection } from "#src/documents/schema.ts";

interface DocumentContentsProps {
  sections: readonly DocumentSection[];
  facts: DocumentFacts;
}

/** The table of contents: the sections this build shows, in order, each a link to its anchor. */
export function DocumentContents({ sections, facts }: DocumentContentsProps) {
  return (
    <nav aria-labelledby="contents-label" className="mt-8 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="contents-label" className="text-sm font-semibold text-slate-900">
        {documentPage.contentsLabel}
      </h2>
      <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {sections
          .filter((section) => sectionShown(section, facts.googleAdsEnabled))
          .map(({ id, heading }) => (
            <li key={id}>
              <a href={`#${id}`} className="inline-flex min-h-8 items-center text-accent-700 hover:underline">
                {heading}
              </a>
            </li>
          ))}
      </ol>
    </nav>
  );
}
