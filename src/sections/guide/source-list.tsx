import { ExternalLink } from "#src/components/external-link.tsx";
import { hostOf } from "#src/content/document-facts.ts";
import { guideCopy } from "#src/content/guide-copy.ts";

/** The primary sources, each opening in a new tab, with where it is. */
export function SourceList({ sources }: { sources: readonly { title: string; url: string }[] }) {
  return (
    <>
      <p className="mt-3 text-sm text-slate-600">{guideCopy.sourcesIntro}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm/6 text-slate-700 marker:text-slate-400">
        {sources.map(({ title, url }) => (
          <li key={url}>
            <ExternalLink href={url}>{title}</ExternalLink>
            <span className="block text-xs break-all text-slate-500">{hostOf(url)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
