import { ExternalLink } from "#src/components/external-link.tsx";
import type { Obligation } from "#src/data/jurisdiction-schema.ts";
import { inForceWording, statesCopy } from "#src/content/states-copy.ts";
import { isoDay, longDay } from "#src/lib/dates.ts";

const labels = statesCopy.labels;

/** One labelled fact of the card; nothing when the registry has none. */
function Fact({ label, children }: { label: string; children?: string | null }) {
  if (!children) return null;
  return (
    <div className="sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="mt-0.5 text-slate-700 sm:mt-0">{children}</dd>
    </div>
  );
}

/**
 * One obligation as the registry holds it, headed by its provision (a screen reader moves from one to the next by
 * heading): what it requires, its official text, when it applies
 * (worded from its dates at build, so no page says a lapsed rule is in force), who enforces it, and how it was
 * checked. A rule known only from commentary says so.
 */
export function ObligationCard({ obligation, today = isoDay(new Date()) }: { obligation: Obligation; today?: string }) {
  const when = inForceWording(obligation, today, longDay);
  return (
    <article className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold text-slate-900">{obligation.citation}</h3>
      <p className="mt-2 text-base/7 text-slate-900">{obligation.summary}</p>
      <dl className="mt-4 space-y-2 text-sm/6">
        <Fact label={labels.callingWindow}>{obligation.callingWindow}</Fact>
        <Fact label={labels.enforcedBy}>{obligation.enforcedBy}</Fact>
        <Fact label={labels.privateRight}>{obligation.privateRight}</Fact>
        <Fact label={labels.unsettled}>{obligation.unsettled}</Fact>
        <Fact label={labels.forVoiceAgent}>{obligation.forVoiceAgent}</Fact>
      </dl>
      <p className="mt-4 text-sm text-slate-700">
        {when ? <span className="font-medium text-slate-900">{when}. </span> : null}
        <ExternalLink href={obligation.source.url}>{labels.source}</ExternalLink>
        {". "}
        <span className={obligation.verification.level === "secondary" ? "font-medium text-amber-800" : undefined}>
          {statesCopy.verification[obligation.verification.level]}
        </span>
      </p>
    </article>
  );
}
