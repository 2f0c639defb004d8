import { Icon } from "#src/components/icon.tsx";
import { guideCopy } from "#src/content/guide-copy.ts";

/** The guide's takeaways, under its summary. */
export function KeyTakeaways({ items }: { items: readonly string[] }) {
  return (
    <section aria-labelledby="takeaways-heading" className="mt-8 rounded-xl bg-accent-50/60 p-5 ring-1 ring-accent-100">
      <h2 id="takeaways-heading" className="text-sm font-semibold tracking-wide text-accent-800 uppercase">
        {guideCopy.takeaways}
      </h2>
      <ul className="mt-3 space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-base/7 text-slate-800">
            <Icon name="check" className="mt-1.5 size-4 text-accent-600" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
