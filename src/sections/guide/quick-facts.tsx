import type { ReactNode } from "react";
import { guideCopy } from "#src/content/guide-copy.ts";
import { laws } from "#src/content/laws.ts";
import { isoDay, longDate } from "#src/lib/dates.ts";
import type { RegulationGuide } from "#src/guides/schema.ts";

/** The registry's current maximum of each law named, once per law: it stands beside the spec's figure. */
const currentFigures = (codes: readonly RegulationGuide["laws"][number][]) =>
  [...new Set(codes)].flatMap((law) => {
    const current = laws[law].current;
    return current ? [{ law, ...current, asOf: new Date(current.asOf) }] : [];
  });

/** The quick facts as a list of terms: two columns where there is room, stacked on a phone. */
export function QuickFacts({ facts }: { facts: RegulationGuide["quickFacts"] }) {
  const labels = guideCopy.quickFactLabels;
  const rows: [string, ReactNode][] = [
    [labels.regulator, facts.regulator],
    [labels.citation, facts.citation],
    [labels.covers, facts.covers],
    [
      labels.penalties,
      <ul key="penalties" className="space-y-1.5">
        {facts.penalties.map(({ law, fine, note }) => (
          <li key={`${law}-${fine}`}>
            <span className="font-semibold text-slate-900">{fine}</span>
            <span className="text-slate-600"> · {note ?? laws[law].basis}</span>
          </li>
        ))}
        {currentFigures(facts.penalties.map((penalty) => penalty.law)).map(({ law, figure, asOf, what }) => (
          <li key={`${law}-current`}>
            <span className="font-semibold text-slate-900">{figure}</span>
            <span className="text-slate-600">
              {` · ${guideCopy.currentMaximum} `}
              <time dateTime={isoDay(asOf)}>{longDate(asOf)}</time>. {what}
            </span>
          </li>
        ))}
      </ul>,
    ],
    [labels.privateRightOfAction, facts.privateRightOfAction],
    [labels.inForce, facts.inForce],
  ];
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
      {rows.map(([term, detail]) => (
        <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6">
          <dt className="text-sm font-semibold text-slate-600">{term}</dt>
          <dd className="text-sm/6 text-slate-800">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
