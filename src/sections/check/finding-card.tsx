import clsx from "clsx";
import type { CheckedCall, ShownFinding } from "#check/described-call.ts";
import { textLinkClasses } from "#src/components/button-classes.ts";
import { checkPage, type CheckPageText } from "#src/content/check-page.ts";
import { FindingObligations } from "./finding-obligations.tsx";

/** "01:02:03" or "02:03", from seconds. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number) => String(n).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * One finding: the rule, its law and source, the words that may break it, what it rests on there and then, why it
 * matters and what to say instead. A note (`counted` false) is shown the same way, without the alarm colour.
 */
export function FindingCard({
  finding,
  call,
  counted = true,
  lazy = false,
  text,
}: {
  finding: ShownFinding;
  call: Pick<CheckedCall, "placing" | "places">;
  counted?: boolean;
  lazy?: boolean;
  /** The checker's words (src/content/check-page.ts), from the build: the island's props, not its script. */
  text: CheckPageText;
}) {
  const { rule, turn } = finding;
  // Notes sit under their own heading, a level below the findings'.
  const Heading = counted ? "h3" : "h4";
  return (
    <li
      className={clsx(
        "break-inside-avoid rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200",
        // Laid out only near the viewport, in a long list: a 3-hour call can have a hundred findings, and laying them
        // all out at once held the page's main thread for 75 ms on this machine (decision 018). Printed in full.
        lazy && "[contain-intrinsic-size:auto_18rem] [content-visibility:auto] print:[content-visibility:visible]",
      )}
    >
      <Heading className="text-base font-semibold text-slate-900">{rule.name}</Heading>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{rule.law}</span> · {rule.citation}
      </p>
      <figure
        className={clsx(
          "mt-3 rounded-lg p-3 ring-1 ring-inset",
          counted ? "bg-risk-50 ring-risk-200" : "bg-slate-50 ring-slate-200",
        )}
      >
        <figcaption className={clsx("text-xs font-medium", counted ? "text-risk-700" : "text-slate-700")}>
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
        <FindingObligations finding={finding} call={call} counted={counted} text={text} />
        <div>
          <dt className="font-medium text-slate-900">{text.whyLabel}</dt>
          <dd className="text-slate-700">{rule.why}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{text.wordingLabel}</dt>
          <dd className="text-slate-700">“{rule.compliantWording}”</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm">
        <a href={rule.guide} className={textLinkClasses}>
          {rule.guide.startsWith("/regulations/") ? checkPage.guideLink(rule.law) : text.explainedLink}
        </a>
      </p>
    </li>
  );
}
