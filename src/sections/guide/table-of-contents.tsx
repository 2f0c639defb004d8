import { documentPage } from "#src/content/pages.ts";

export interface ContentsEntry {
  id: string;
  label: string;
}

/** The page's sections as links: plain anchors, so it works without JavaScript. */
export function TableOfContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav aria-labelledby="contents-label" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="contents-label" className="text-sm font-semibold text-slate-900">
        {documentPage.contentsLabel}
      </h2>
      <ol className="mt-3 gap-x-6 text-sm sm:columns-2 xl:columns-1">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid">
            <a href={`#${entry.id}`} className="block py-1 text-accent-700 hover:underline">
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
