/** Calls that go wrong in an industry, each with the guide that explains the rule it breaks. */
export function FailureList({
  items,
}: {
  items: readonly { title: string; text: string; href: string; guide: string }[];
}) {
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h3 className="text-base font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-base/7 text-slate-700">{item.text}</p>
          <a
            href={item.href}
            className="mt-3 inline-flex min-h-6 items-center text-sm font-medium text-accent-700 underline-offset-2 hover:underline"
          >
            {item.guide}
          </a>
        </li>
      ))}
    </ul>
  );
}
