import { Fragment, useState } from "react";
import { buttonClasses, textLinkClasses } from "#src/components/button-classes.ts";
import { checkBatch } from "#src/content/check-batch.ts";
import type { CheckPageText } from "#src/content/check-page.ts";
import type { BatchCall } from "./batch-run.ts";

/**
 * Rows drawn at a time. The table is paged rather than drawn whole: 1,000 rows drawn at once held a phone's main
 * thread for over a second (4× CPU), and nobody reads more than a screenful before choosing one.
 */
const PAGE = 50;

const cellClasses = "px-3 py-2 text-left align-top";
const small = buttonClasses("secondary", "px-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-50");
const isFlagged = (row: BatchCall) => row.problem !== null || row.reported.findings.length > 0;

/** The rules a call breaks, by name, or why it was not read. */
const rulesOf = (row: BatchCall): string =>
  row.reported ? [...new Set(row.reported.findings.map(({ name }) => name))].join("; ") : row.problem;

/** A path that may break after each "/" first, and anywhere only where a part is wider than its column. */
const breakable = (name: string) =>
  name.split("/").map((part, index, parts) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));

/** The table "Calls": one row per call, a page at a time; choosing a call's name shows it alone. */
export function BatchCallsTable({
  rows,
  text,
  onShow,
}: {
  rows: readonly BatchCall[];
  text: CheckPageText["batch"];
  onShow: (row: BatchCall) => void;
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
        <table
          aria-labelledby="batch-title"
          aria-describedby="batch-range"
          className="w-full table-fixed text-sm text-slate-800"
        >
          <thead className="border-b border-slate-300 text-slate-900">
            <tr>
              <th scope="col" className={`${cellClasses} w-[72%] sm:w-[40%]`}>
                {text.columns.file}
              </th>
              <th scope="col" className={`${cellClasses} hidden w-[15%] sm:table-cell`}>
                {text.columns.format}
              </th>
              <th scope="col" className={`${cellClasses} w-[28%] text-right sm:w-[13%]`}>
                {text.columns.findings}
              </th>
              <th scope="col" className={`${cellClasses} hidden sm:table-cell`}>
                {text.columns.rules}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {page.map((row) => (
              <tr key={`${row.file}:${row.line ?? ""}`}>
                <th scope="row" className={`${cellClasses} font-medium`}>
                  <button
                    type="button"
                    className={`${textLinkClasses} min-h-11 text-left [overflow-wrap:anywhere]`}
                    onClick={() => {
                      onShow(row);
                    }}
                  >
                    {breakable(row.name)}
                  </button>
                  {/* On a phone the format and the rules go under the name, and their columns are left out. */}
                  <span className="mt-1 block text-xs font-normal text-slate-600 sm:hidden">
                    {[row.reported?.format, rulesOf(row)].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td className={`${cellClasses} hidden sm:table-cell`}>{row.reported?.format ?? "—"}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>
                  {row.reported ? row.reported.findings.length : text.notRead}
                </td>
                <td className={`${cellClasses} hidden sm:table-cell`}>{rulesOf(row) || "—"}</td>
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
