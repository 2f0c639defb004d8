import type { ReactNode } from "react";

interface EntryCardProps {
  title: string;
  /** A short status line shown with the title. */
  status?: string;
  /** The card's paragraphs, from the MDX. */
  children: ReactNode;
}

/** One card of an `<Entries>` list: a title, perhaps a status, and a few small paragraphs. */
export function EntryCard({ title, status, children }: EntryCardProps) {
  return (
    <li className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {status ? (
        <p className="mt-1 inline-flex rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-semibold text-accent-800 ring-1 ring-accent-200 ring-inset">
          {status}
        </p>
      ) : null}
      <div className="text-sm text-slate-700 [&>p]:mt-3">{children}</div>
    </li>
  );
}
