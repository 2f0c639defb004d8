/** An index of guides: its title and intro, then a card per guide with its summary and review date. */
export function GuideIndex({
  title,
  intro,
  entries,
}: {
  title: string;
  intro: string;
  entries: readonly { href: string; title: string; summary: string; meta: string }[];
}) {
  return (
    <>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg/8 text-pretty text-slate-700">{intro}</p>
      <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.href}>
            <a
              href={entry.href}
              className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200 hover:ring-accent-300"
            >
              <span className="text-lg font-semibold text-slate-900">{entry.title}</span>
              <span className="mt-2 text-sm/6 text-slate-600">{entry.summary}</span>
              <span className="mt-auto pt-4 text-xs text-slate-500">{entry.meta}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
