import clsx from "clsx";
import type { ShownFinding } from "#src/check/described-call.ts";
import { textLinkClasses } from "#src/components/button-classes.ts";
import { checkPage } from "#src/content/check-page.ts";

/** "01:02:03" or "02:03", from seconds. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** One finding: the rule, its law and source, the words that break it, why it matters and what to say instead. */
export function FindingCard({ finding, lazy = false }: { finding: ShownFinding; lazy?: boolean }) {
  const { rule, turn } = finding;
  return (
    <li
      className={clsx(
        "break-inside-avoid rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200",
        // Laid out only near the viewport, in a long list: a 3-hour call can have a hundred findings, and laying them
        // all out at once held the page's main thread for 75 ms on this machine (decision 018). Printed in full.
        lazy && "[contain-intrinsic-size:auto_18rem] [content-visibility:auto] print:[content-visibility:visible]",
      )}
    >
      <h3 className="text-base font-semibold text-slate-900">{rule.name}</h3>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{rule.law}</span> · {rule.citation}
      </p>
      <figure className="mt-3 rounded-lg bg-risk-50 p-3 ring-1 ring-risk-200 ring-inset">
        <figcaption className="text-xs font-medium text-risk-700">
          {checkPage.turnLabel(turn.index + 1, turn.speaker)}
          {turn.time !== null ? (
            <>
              {" "}
              · <time>{clock(turn.time)}</time>
            </>
          ) : null}
        </figcaption>
        <blockquote className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">
          {finding.evidence}
        </blockquote>
      </figure>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-medium text-slate-900">{checkPage.whyLabel}</dt>
          <dd className="text-slate-700">{rule.why}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{checkPage.wordingLabel}</dt>
          <dd className="text-slate-700">“{rule.compliantWording}”</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <a href={rule.guide} className={textLinkClasses}>
          {rule.guide.startsWith("/regulations/") ? checkPage.guideLink(rule.law) : checkPage.explainedLink}
        </a>
      </p>
    </li>
  );
}
