import { useState } from "react";
import type { CheckReport } from "~/check/check-call";
import { findingsCsv, findingsRecord } from "~/check/export";
import { buttonClasses } from "~/components/button-classes";
import { checkPage } from "~/content/check-page";
import { FindingsReport } from "~/sections/check/findings-report";
import { download, redactedFile } from "./download";

interface CheckResultsProps {
  report: CheckReport;
  redacted: string;
  checkedAt: string;
}

const small = buttonClasses("secondary", "px-4");

/** The findings, the redacted copy with Copy and Download, and the exports. */
export function CheckResults({ report, redacted, checkedAt }: CheckResultsProps) {
  const [copied, setCopied] = useState(false);
  const context = { checkedAt, origin: location.origin };
  const stamp = checkedAt.slice(0, 19).replace(/[:T]/g, "-");
  const file = redactedFile(report.transcript.format);
  return (
    <div>
      <div className="mt-8 hidden text-sm text-slate-800 print:block">
        <p>
          Checked {new Date(checkedAt).toUTCString()} · {report.transcript.format} · {report.transcript.turns.length}{" "}
          turns · {report.direction ?? "direction unknown"} · recorded: {report.call.recorded ? "yes" : "no"}
        </p>
        <p>Rules checked: {report.checked.map(({ name }) => name).join("; ")}.</p>
      </div>
      <FindingsReport report={report} />
      <section aria-labelledby="redacted-title" className="mt-8 print:hidden">
        <h2 id="redacted-title" className="text-xl font-semibold text-slate-900">
          {checkPage.redactedTitle}
        </h2>
        <p id="redacted-hint" className="mt-1 text-sm text-slate-600">
          {checkPage.redactedHint}
        </p>
        <textarea
          readOnly
          value={redacted}
          rows={10}
          aria-labelledby="redacted-title"
          aria-describedby="redacted-hint"
          className="mt-2 block w-full rounded-lg border-0 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900 ring-1 ring-slate-300 ring-inset"
        />
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={small}
            onClick={() => {
              void navigator.clipboard.writeText(redacted).then(() => {
                setCopied(true);
              });
            }}
          >
            {copied ? checkPage.copied : checkPage.copy}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              download(file.name, file.type, redacted);
            }}
          >
            {checkPage.download}
          </button>
        </div>
      </section>
      <section aria-labelledby="export-title" className="mt-8 print:hidden">
        <h2 id="export-title" className="text-xl font-semibold text-slate-900">
          {checkPage.exportTitle}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={small}
            onClick={() => {
              download(
                `findings-${stamp}.json`,
                "application/json",
                `${JSON.stringify(findingsRecord(report, context), null, 2)}\n`,
              );
            }}
          >
            {checkPage.exportJson}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              download(`findings-${stamp}.csv`, "text/csv", findingsCsv(report, context));
            }}
          >
            {checkPage.exportCsv}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              window.print();
            }}
          >
            {checkPage.print}
          </button>
        </div>
      </section>
    </div>
  );
}
