import type { CheckedCall, ShownFinding } from "#check/described-call.ts";
import { checkPage, type CheckPageText } from "#src/content/check-page.ts";

/** From this many places on, the list folds under its count: "Unknown" can name a dozen. */
const FOLD_FROM = 4;

/**
 * What a finding rests on: the registry's obligations in force there and then, each with its place and the day it
 * applies from; for a note, where or from when one applies. Nothing for a rule that binds by who the business is.
 */
export function FindingObligations({
  finding,
  call,
  counted,
  text,
}: {
  finding: ShownFinding;
  call: Pick<CheckedCall, "placing" | "places">;
  counted: boolean;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
}) {
  const { obligations } = finding;
  if (obligations.length === 0) return null;
  const label = !counted
    ? text.appliesLabel.note
    : call.placing.location === "unknown"
      ? text.appliesLabel.unknown
      : text.appliesLabel.known;
  const items = (
    <ul className="list-disc pl-5">
      {obligations.map(({ place, provision, from, unsettled }) => (
        <li key={`${place}-${provision}`}>
          {checkPage.obligation(
            call.places[place]?.name ?? place,
            provision,
            from ? checkPage.day(from) : null,
            unsettled,
          )}
        </li>
      ))}
    </ul>
  );
  const places = new Set(obligations.map(({ place }) => place)).size;
  return (
    <div>
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="text-slate-700">
        {obligations.length < FOLD_FROM ? (
          items
        ) : (
          <details>
            <summary className="cursor-pointer">{checkPage.placesCount(places)}</summary>
            {items}
          </details>
        )}
      </dd>
    </div>
  );
}
