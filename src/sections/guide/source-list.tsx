import { Icon } from "~/components/icon";
import { hostOf } from "~/content/document-facts";
import { guideCopy } from "~/content/guide-copy";
import { site } from "~/content/site";

/** The primary sources, each opening in a new tab, with where it is. */
export function SourceList({ sources }: { sources: readonly { title: string; url: string }[] }) {
  return (
    <>
      <p className="mt-3 text-sm text-slate-600">{guideCopy.sourcesIntro}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm/6 text-slate-700 marker:text-slate-400">
        {sources.map(({ title, url }) => (
          <li key={url}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800"
            >
              {title}
              <Icon name="arrow-up-right" className="ml-0.5 size-3.5 align-[-0.125em]" />
              <span className="sr-only"> {site.newTabHint}</span>
            </a>
            <span className="block text-xs break-all text-slate-500">{hostOf(url)}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
