/** Links to other pages of the site, each with a line on what it holds. */
export function LinkList({ links }: { links: readonly { href: string; label: string; description: string }[] }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="block h-full rounded-xl bg-white p-4 ring-1 ring-slate-200 hover:ring-accent-300"
          >
            <span className="font-semibold text-accent-700">{link.label}</span>
            <span className="mt-1 block text-sm text-slate-600">{link.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
