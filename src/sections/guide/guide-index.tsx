import { guideCopy } from "#src/content/guide-copy.ts";
import { isoDay, longDate } from "#src/lib/dates.ts";

/** A guide as its index shows it. */
export interface GuideCard {
  href: string;
  title: string;
  summary: string;
  lastReviewed: Date;
}

/** An index of guides: its title and intro, then a card per guide with its summary and review date. */
export function GuideIndex({ title, intro, cards }: { title: string; intro: string; cards: readonly GuideCard[] }) {
  return (
    <>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-3xl text-lg/8 text-pretty text-slate-700">{intro}</p>
      <ul className="mt-10 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <a
              href={card.href}
              className="flex h-full flex-col rounded-2xl bg-white p-6 ring-1 ring-slate-200 hover:ring-accent-300"
            >
              <span className="text-lg font-semibold text-slate-900">{card.title}</span>
              <span className="mt-2 text-sm/6 text-slate-600">{card.summary}</span>
              <span className="mt-auto pt-4 text-xs text-slate-500">
                {guideCopy.lastReviewed} <time dateTime={isoDay(card.lastReviewed)}>{longDate(card.lastReviewed)}</time>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
