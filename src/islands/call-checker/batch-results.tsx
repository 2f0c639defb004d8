import { batchCsv, batchJson } from "#check/batch/export.ts";
import type { RuleWords } from "#check/types.ts";
import { buttonClasses } from "#src/components/button-classes.ts";
import { checkBatch } from "#src/content/check-batch.ts";
import type { CheckPageText } from "#src/content/check-page.ts";
import { BatchCallsTable } from "./batch-calls-table.tsx";
import { batchReport, byRule, callText } from "./batch-rows.ts";
import { BatchRuleSummary } from "./batch-rule-summary.tsx";
import { download } from "./download.ts";
import type { BatchState } from "./use-batch.ts";

const small = buttonClasses("secondary", "px-4");
/** The skipped names listed: the count says how many there are in all. */
const SKIPPED_LISTED = 200;

interface BatchResultsProps {
  batch: BatchState;
  text: CheckPageText;
  /** The rules' words: how many rules there are, for the exports' notice. */
  ruleWords: Readonly<Record<string, RuleWords>>;
  /** Shows one call of the batch alone, as a single check does: its text. */
  onShow: (transcript: string) => void;
  onStop: () => void;
}

/**
 * A batch's answer, section "Calls": its progress, the findings by rule, the exports and the table of calls. Loaded
 * only when a batch starts (./batch-view.ts), so a visitor who checks one call never downloads it.
 */
export function BatchResults({ batch, text, ruleWords, onShow, onStop }: BatchResultsProps) {
  const words = text.batch;
  const rows = batch.calls;

  const unread = rows.filter(({ problem }) => problem !== null).length;
  const flagged = rows.filter(({ reported }) => (reported?.findings.length ?? 0) > 0).length;
  const summary = checkBatch.summary({
    files: batch.read,
    calls: rows.length - unread,
    flagged,
    unread,
    stopped: batch.stopped,
  });
  const context = { checkedAt: batch.checkedAt, rules: Object.keys(ruleWords).length };
  const stamp = batch.checkedAt.slice(0, 19).replace(/[:T]/g, "-");
  return (
    <section aria-labelledby="batch-title" className="mt-10 print:hidden">
      <h2 id="batch-title" className="text-xl font-semibold text-slate-900">
        {words.title}
      </h2>
      {/* Announced when the batch starts and when it ends, not at every step between. */}
      <p role="status" className="sr-only">
        {batch.done ? summary : words.starting}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-sm text-slate-700">
          {batch.done ? summary : checkBatch.progress(batch.read, batch.files.length)}
        </p>
        {batch.done ? null : (
          <button type="button" className={small} onClick={onStop}>
            {words.stop}
          </button>
        )}
      </div>
      {batch.done ? null : (
        <progress
          value={batch.read}
          max={batch.files.length}
          aria-labelledby="batch-title"
          className="mt-3 h-2 w-full accent-accent-600"
        />
      )}
      {batch.skipped.length > 0 ? (
        <details className="mt-3 text-sm text-slate-700">
          <summary className="cursor-pointer">{checkBatch.skipped(batch.skipped.length)}</summary>
          <ul className="mt-2 list-disc pl-5 [overflow-wrap:anywhere]">
            {batch.skipped.slice(0, SKIPPED_LISTED).map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <BatchRuleSummary counts={byRule(rows)} text={words} />
      {batch.done ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={small}
            onClick={() => {
              download(`findings-batch-${stamp}.csv`, "text/csv", batchCsv(batchReport(rows), context));
            }}
          >
            {words.exportCsv}
          </button>
          <button
            type="button"
            className={small}
            onClick={() => {
              download(`findings-batch-${stamp}.json`, "application/json", batchJson(batchReport(rows), context));
            }}
          >
            {words.exportJson}
          </button>
        </div>
      ) : null}
      <BatchCallsTable
        rows={rows}
        text={words}
        onShow={({ file, line }) => {
          const given = batch.files[file];
          if (given) void callText(given.file, line).then(onShow);
        }}
      />
    </section>
  );
}
