import type { CheckPageText } from "#src/content/check-page.ts";
import type { RuleCount } from "./batch-rows.ts";

const cellClasses = "px-3 py-2 text-left align-top";

/** "Findings by rule": each rule that found a break, in how many calls and how many times. */
export function BatchRuleSummary({ counts, text }: { counts: readonly RuleCount[]; text: CheckPageText["batch"] }) {
  return (
    <section aria-labelledby="batch-rules-title" className="mt-6">
      <h3 id="batch-rules-title" className="text-lg font-semibold text-slate-900">
        {text.byRuleTitle}
      </h3>
      {counts.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{text.noneByRule}</p>
      ) : (
        <table aria-labelledby="batch-rules-title" className="mt-2 w-full text-sm text-slate-800">
          <thead className="border-b border-slate-300 text-slate-900">
            <tr>
              <th scope="col" className={cellClasses}>
                {text.columns.rule}
              </th>
              <th scope="col" className={cellClasses}>
                {text.columns.law}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {text.columns.calls}
              </th>
              <th scope="col" className={`${cellClasses} text-right`}>
                {text.columns.findings}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {counts.map(({ rule, name, law, calls, findings }) => (
              <tr key={rule}>
                <th scope="row" className={`${cellClasses} font-medium`}>
                  {name}
                </th>
                <td className={cellClasses}>{law}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>{calls.toLocaleString("en-US")}</td>
                <td className={`${cellClasses} text-right tabular-nums`}>{findings.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
