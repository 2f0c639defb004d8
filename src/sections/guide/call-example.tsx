import { guideCopy } from "#src/content/guide-copy.ts";
import type { IndustryId } from "#src/content/industries.ts";
import { typeset } from "#src/guides/typeset.ts";
import { scenarioPath } from "#src/lib/demo-state.ts";

interface CallExampleProps {
  /** What the caller says. */
  caller: string;
  failing: string;
  compliant: string;
  /** The demo industry this call comes from, for a link back to it. */
  industry?: IndustryId;
}

/**
 * One call, the failing and the compliant answer side by side (stacked on a phone). Used in the guides' MDX, whose
 * attribute strings Markdown does not typeset: this does.
 */
export function CallExample({ caller, failing, compliant, industry }: CallExampleProps) {
  return (
    <figure className="my-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{guideCopy.caller}</p>
      <p className="mt-1.5 rounded-lg rounded-tl-sm bg-slate-100 px-4 py-3 text-sm/6 text-slate-800">
        {typeset(caller)}
      </p>
      <div className="mt-4 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-risk-700 uppercase">{guideCopy.failing}</p>
          <p className="mt-1.5 rounded-lg bg-risk-50 px-4 py-3 text-sm/6 text-slate-900 ring-1 ring-risk-200 ring-inset">
            {typeset(failing)}
          </p>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-wide text-safe-700 uppercase">{guideCopy.compliant}</p>
          <p className="mt-1.5 rounded-lg bg-safe-50 px-4 py-3 text-sm/6 text-slate-900 ring-1 ring-safe-200 ring-inset">
            {typeset(compliant)}
          </p>
        </div>
      </div>
      {industry ? (
        <a
          href={scenarioPath(industry)}
          className="mt-4 inline-flex min-h-6 items-center text-sm font-medium text-accent-700 underline-offset-2 hover:underline"
        >
          {guideCopy.openInDemo}
        </a>
      ) : null}
    </figure>
  );
}
