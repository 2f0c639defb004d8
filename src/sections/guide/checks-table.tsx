import { guideCopy } from "#src/content/guide-copy.ts";
import type { RegulationGuide } from "#src/guides/schema.ts";

const cell = "block px-4 py-3 align-top md:table-cell md:border-t md:border-slate-200";
/** A data cell that, stacked on a phone, shows its column's name (its `data-label`) above its text. */
const labelledCell = `${cell} text-slate-700 before:block before:text-xs before:font-semibold before:text-slate-500 before:uppercase before:content-[attr(data-label)] md:before:hidden`;

/**
 * Requirement → what monitoring checks → evidence kept. A table where there is room; on a phone each row stacks,
 * every cell under its column's name, so nothing scrolls sideways.
 */
export function ChecksTable({ rows }: { rows: RegulationGuide["checks"] }) {
  const columns = guideCopy.checkColumns;
  return (
    <table className="mt-6 block w-full text-left text-sm md:table md:rounded-xl md:ring-1 md:ring-slate-200">
      <caption className="sr-only">{guideCopy.checks}</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group md:bg-slate-50 md:text-xs md:tracking-wide md:text-slate-600 md:uppercase">
        <tr>
          <th scope="col" className="px-4 py-2 font-semibold">
            {columns.requirement}
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            {columns.check}
          </th>
          <th scope="col" className="px-4 py-2 font-semibold">
            {columns.evidence}
          </th>
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={row.requirement}
            className="block rounded-xl bg-white ring-1 ring-slate-200 md:table-row md:rounded-none md:ring-0"
          >
            <th scope="row" className={`${cell} font-semibold text-slate-900`}>
              {row.requirement}
            </th>
            <td data-label={columns.check} className={labelledCell}>
              {row.check}
            </td>
            <td data-label={columns.evidence} className={labelledCell}>
              {row.evidence}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
