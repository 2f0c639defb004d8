import type { CheckedCall } from "#check/described-call.ts";
import { checkNotice } from "#check/notice.ts";
import { checkPage, type CheckPageText } from "#src/content/check-page.ts";
import { FindingCard } from "./finding-card.tsx";

/** From this many findings on, the cards are laid out only near the viewport (./finding-card.tsx). */
const LAZY_FROM = 20;

/**
 * The "Findings" region: the count first, what the check is (automated, fallible, not legal advice), then each
 * finding, or what was checked and what a transcript cannot show. Printed with the results: the printed record says it
 * too. The checker announces the count in a live region of its own.
 */
export function FindingsReport({
  call,
  text,
  title = text.findingsTitle,
  id = "findings-title",
}: {
  call: CheckedCall;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
  /** The worked example's report is named apart from the user's. */
  title?: string;
  id?: string;
}) {
  const { findings, notes, checked, direction, placing } = call;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-base font-medium text-slate-800">{checkPage.count(findings.length)}</p>
      <p className="mt-2 text-sm text-slate-700">{checkNotice(checked.length)}</p>
      <p className="mt-2 text-sm text-slate-700">
        {checkPage.placing(placing.locationName, checkPage.day(placing.date), placing.dateFrom)}
      </p>
      {direction === null ? <p className="mt-2 text-sm text-slate-600">{text.directionUnknown}</p> : null}
      {findings.length === 0 ? (
        <div className="mt-3 space-y-2 text-sm text-slate-700">
          <p>{checkPage.noFindings(checked.length)}</p>
          <ul className="list-disc pl-5">
            {checked.map((rule) => (
              <li key={rule.id}>{rule.name}</li>
            ))}
          </ul>
          <p>{text.cannotShow}</p>
        </div>
      ) : (
        <ol className="mt-4 space-y-4">
          {findings.map((finding) => (
            <FindingCard
              key={`${finding.rule.id}-${finding.turn.index}`}
              finding={finding}
              call={call}
              text={text}
              lazy={findings.length > LAZY_FROM}
            />
          ))}
        </ol>
      )}
      {notes.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{text.notesTitle}</h3>
          <p className="mt-1 text-sm text-slate-700">{checkPage.notesIntro(notes.length)}</p>
          <ol className="mt-3 space-y-4">
            {notes.map((note) => (
              <FindingCard
                key={`${note.rule.id}-${note.turn.index}`}
                finding={note}
                call={call}
                text={text}
                counted={false}
                lazy={notes.length > LAZY_FROM}
              />
            ))}
          </ol>
        </>
      ) : null}
      {findings.length > 0 ? <p className="mt-4 text-sm text-slate-600">{text.cannotShow}</p> : null}
    </section>
  );
}
