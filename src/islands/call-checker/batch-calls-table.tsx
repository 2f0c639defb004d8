import { useState } from "react";
import { buttonClasses, textLinkClasses } from "#src/components/button-classes.ts";
import { checkBatch } from "#src/content/check-batch.ts";
import type { CheckPageText } from "#src/content/check-page.ts";
import type { BatchRow } from "./batch-rows.ts";

/**
 * Rows drawn at a time. The table is paged rather than drawn whole: 1,000 rows drawn at once held a phone's main
 * thread for over a second (4× CPU), and nobody reads more than a screenful before choosing one.
 */
const PAGE = 50;

const cellClasses = "px-3 py-2 text-left align-top";
const small = buttonClasses("secondary", "px-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-50");
const isFlagged = (row: BatchRow) => row.problem !== null || row.reported.findings.length > 0;

/** The table "Calls": one row per call, a page at a time; choosing a call's name shows it alone. */
export function BatchCallsTable({
  rows,
  text,
  onShow,
}: {
  rows: readonly BatchRow[];
  text: CheckPageText["batch"];
  onShow: (row: BatchRow) => void;
}) {
  const [onlyFlagged, setOnlyFlagged] = useState(false);
  const [first, setFirst] = useState(0);
  const shown = onlyFlagged ? rows.filter(isFlagged) : rows;
  // A filter that leaves fewer rows moves back to the last page there is.
  const start = Math.max(0, Math.min(first, Math.floor((shown.length - 1) / PAGE) * PAGE));
  const page = shown.slice(start, start + PAGE);
  const range = checkBatch.rows(start + 1, start + page.length, shown.length);
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex min-h-11 items-center gap-3 text-sm text-slate-900">
          <input
            type="checkbox"
            checked={onlyFlagged}
            className="size-5 rounded border-slate-300 text-accent-600"
            onChange={(event) => {
              setOnlyFlagged(event.target.checked);
            }}
          />
          {text.onlyFlagged}
        </label>
        <p id="batch-range" className="text-sm text-slate-700">
          {range}
        </p>
      </div>
      <div role="region" aria-labelledby="batch-title batch-range" tabIndex={0} className="mt-2 overflow-x-auto">
        <table aria-labelledby="batch-title" aria-describedby="batch-range" className="w-full text-sm text-slate-800">
          <thead className="border-b border-slate-300 text-slate-900">
            <tr>
              <th scope="col" className={cellClasses}>
                {text.columns.file}
              </th>
              <th scope="col" className={cellClasses}>
                {text.columns.format}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {text.columns.findings}
              </th>
              <th scope="col" className={`${cellClasses} min-w-48`}>
                {text.columns.rules}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {page.map((row) => (
              <tr key={`${row.call.file}:${row.call.line ?? ""}`}>
                <th scope="row" className={`${cellClasses} font-medium`}>
                  <button
                    type="button"
                    className={`${textLinkClasses} min-h-11 text-left [overflow-wrap:anywhere]`}
                    onClick={() => {
                      onShow(row);
                    }}
                  >
                    {row.name}
                  </button>
                </th>
                <td className={cellClasses}>{row.reported?.format ?? "—"}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>
                  {row.reported ? row.reported.findings.length : text.notRead}
                </td>
                <td className={cellClasses}>
                  {row.reported ? [...new Set(row.reported.findings.map(({ name }) => name))].join("; ") : row.problem}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length > PAGE ? (
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={small}
            // aria-disabled, not disabled: a button that disables itself would drop the keyboard's focus.
            aria-disabled={start === 0}
            onClick={() => {
              if (start > 0) setFirst(start - PAGE);
            }}
          >
            {text.previous}
          </button>
          <button
            type="button"
            className={small}
            aria-disabled={start + PAGE >= shown.length}
            onClick={() => {
              if (start + PAGE < shown.length) setFirst(start + PAGE);
            }}
          >
            {text.next}
          </button>
        </div>
      ) : null}
    </div>
  );
}
