import { memo, useState } from "react";
import type { CheckedCall } from "#check/described-call.ts";
import { findingsCsv, findingsRecord } from "#check/export.ts";
import { buttonClasses } from "#src/components/button-classes.ts";
import { checkPage, type CheckPageText } from "#src/content/check-page.ts";
import { FindingsReport } from "#src/sections/check/findings-report.tsx";
import { download, redactedFile } from "./download.ts";

interface CheckResultsProps {
  call: CheckedCall;
  checkedAt: string;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
}

const small = buttonClasses("secondary", "px-4");

/**
 * The most of the redacted copy the box lays out: about 15 minutes of talk. Laying out a longer copy holds the main
 * thread (a 5 MB copy took Chromium seconds; for a 3-hour call, 200,000 characters made the longest task 154 ms at 4×
 * CPU against 126 ms; decision 018). Nobody reads more in a box; Copy and Download give all of it.
 */
const PREVIEW_CHARACTERS = 20_000;

/** The findings, the redacted copy with Copy and Download, and the exports. */
export const CheckResults = memo(function CheckResults({ call, checkedAt, text }: CheckResultsProps) {
  const { redacted } = call;
  const preview = redacted.length > PREVIEW_CHARACTERS ? redacted.slice(0, PREVIEW_CHARACTERS) : redacted;
  const [copied, setCopied] = useState(false);
  const context = { checkedAt, origin: location.origin };
  const stamp = checkedAt.slice(0, 19).replace(/[:T]/g, "-");
  const file = redactedFile(call.format, call.placing);
  return (
    <div>
      <div className="mt-8 hidden text-sm text-slate-800 print:block">
        <p>
          Checked {new Date(checkedAt).toUTCString()} · {call.format} · {call.turnCount} turns ·{" "}
          {call.direction ?? "direction unknown"} · recorded: {call.recorded ? "yes" : "no"} ·{" "}
          {call.placing.locationName} · {call.placing.date}
        </p>
        <p>Rules checked: {call.checked.map(({ name }) => name).join("; ")}.</p>
      </div>
      <FindingsReport call={call} text={text} />
      <section aria-labelledby="redacted-title" className="mt-8 print:hidden">
        <h2 id="redacted-title" className="text-xl font-semibold text-slate-900">
          {text.redactedTitle}
        </h2>
        <p id="redacted-hint" className="mt-1 text-sm text-slate-600">
          {text.redactedHint}{" "}
          {checkPage.placing(call.placing.locationName, checkPage.day(call.placing.date), call.placing.dateFrom)}
          {preview === redacted ? null : <> {checkPage.redactedPreview(preview.length, redacted.length)}</>}
        </p>
        <textarea
          readOnly
          value={preview}
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
            {copied ? text.copied : text.copy}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              download(file.name, file.type, redacted);
            }}
          >
            {text.download}
          </button>
        </div>
      </section>
      <section aria-labelledby="export-title" className="mt-8 print:hidden">
        <h2 id="export-title" className="text-xl font-semibold text-slate-900">
          {text.exportTitle}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={small}
            onClick={() => {
              download(
                `findings-${call.placing.location}-${call.placing.date}-${stamp}.json`,
                "application/json",
                `${JSON.stringify(findingsRecord(call, context), null, 2)}\n`,
              );
            }}
          >
            {text.exportJson}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              download(
                `findings-${call.placing.location}-${call.placing.date}-${stamp}.csv`,
                "text/csv",
                findingsCsv(call, context),
              );
            }}
          >
            {text.exportCsv}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              window.print();
            }}
          >
            {text.print}
          </button>
        </div>
      </section>
    </div>
  );
});
