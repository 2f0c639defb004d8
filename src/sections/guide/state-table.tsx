import { statePath } from "#src/config/guides.ts";
import { obligationsOf, recordingConsent, type Jurisdiction } from "#src/content/jurisdictions.ts";
import { statesCopy } from "#src/content/states-copy.ts";
import type { Obligation } from "#src/data/jurisdiction-schema.ts";
import { longDay } from "#src/lib/dates.ts";

/** An AI-disclosure provision as the table lists it: its citation, and its start when that is still to come. */
const aiCell =
  (today: string) =>
  ({ citation, appliesFrom }: Obligation): string =>
    appliesFrom && appliesFrom > today ? `${citation} (${statesCopy.fromDay(longDay(appliesFrom))})` : citation;

/** The calling hours a jurisdiction's telemarketing rules set, or that they set none. */
function callingHours(jurisdiction: Jurisdiction): string[] {
  const rules = obligationsOf(jurisdiction, "telemarketing");
  if (rules.length === 0) return [];
  const windows = rules.flatMap(({ callingWindow }) => (callingWindow ? [callingWindow] : []));
  return windows.length > 0 ? windows : [statesCopy.noHoursSet];
}

/** A cell's list of provisions, or "None found". */
function Provisions({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <span className="text-slate-500">{statesCopy.noneFound}</span>;
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Every jurisdiction in one table, the facts the map shows as text: a screen reader reads it row by row, and on a
 * phone it scrolls sideways inside its own region (focusable, so a keyboard can scroll it).
 */
export function StateTable({
  jurisdictions,
  id,
  today,
}: {
  jurisdictions: readonly Jurisdiction[];
  id: string;
  today: string;
}) {
  const columns = statesCopy.tableColumns;
  return (
    // The heading names the table's scrolling region, the one landmark here.
    <div className="mt-14">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-slate-900">
        {statesCopy.tableTitle}
      </h2>
      <div
        id={id}
        role="region"
        aria-labelledby={`${id}-heading`}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl ring-1 ring-slate-200"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[columns.jurisdiction, columns.recording, columns.ai, columns.telemarketing].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 align-top text-slate-700">
            {jurisdictions.map((jurisdiction) => (
              <tr key={jurisdiction.code}>
                <th scope="row" className="px-4 py-3 font-medium">
                  <a href={statePath(jurisdiction.name)} className="text-accent-700 underline-offset-2 hover:underline">
                    {jurisdiction.name}
                  </a>
                </th>
                <td className="px-4 py-3">
                  {jurisdiction.kind.startsWith("us")
                    ? statesCopy.consentShort[recordingConsent(jurisdiction)]
                    : statesCopy.notUsRecording}
                </td>
                <td className="px-4 py-3">
                  <Provisions items={obligationsOf(jurisdiction, "ai-disclosure").map(aiCell(today))} />
                </td>
                <td className="px-4 py-3">
                  <Provisions items={callingHours(jurisdiction)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
