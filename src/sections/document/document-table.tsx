import type { ReactNode } from "react";

interface DocumentTableProps {
  /** Read by screen readers before the table; also its visible title. */
  caption: string;
  columns: readonly string[];
  /** The rows: `<tr>`s whose first cell is a `<th scope="row">`, written in the MDX or by a data component. */
  children: ReactNode;
}

/**
 * A table of a legal document. Its cells are styled from here, so the MDX writes plain `<tr>`, `<th>` and `<td>`.
 * A wide table scrolls inside its own box on a phone; the region makes that box reachable by keyboard.
 */
export function DocumentTable({ caption, columns, children }: DocumentTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl ring-1 ring-slate-200"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm [&_tbody_td]:border-t [&_tbody_td]:border-slate-200 [&_tbody_td]:px-4 [&_tbody_td]:py-3 [&_tbody_td]:text-slate-700 [&_tbody_th]:border-t [&_tbody_th]:border-slate-200 [&_tbody_th]:px-4 [&_tbody_th]:py-3 [&_tbody_th]:font-medium [&_tbody_th]:text-slate-900 [&_tbody_tr]:align-top">
        <caption className="bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="border-t border-slate-200 px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
