import { Icon } from "#src/components/icon.tsx";
import { problemsSection } from "#src/content/problems.ts";
import type { Problem } from "#src/content/types.ts";

const face = "flip-card-face problem-face";

/**
 * One problem, its solution on the back (the turn is in app.css). Hover, keyboard focus on its toggle, or the
 * toggle checked show the solution; where there is hover, a mouse click passes through the toggle.
 */
export function ProblemCard({ card }: { card: Problem }) {
  return (
    <li className="flip-card relative">
      <div className="flip-card-turner">
        <div className={`${face} flip-card-front bg-white ring-slate-200`}>
          <Icon name="shield-alert" className="size-6 text-risk-600" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
          <p className="problem-impact">{card.impact}</p>
          <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-5 text-xs font-medium text-slate-500">
            {problemsSection.cardHint}
            <Icon name="arrow-right" className="size-3.5" />
          </p>
        </div>
        <div className={`${face} flip-card-back bg-slate-900 ring-slate-800`}>
          <Icon name="shield-check" className="size-6 text-emerald-400" />
          <p className="mt-4 text-xs font-semibold tracking-wide text-accent-300 uppercase">
            {problemsSection.solutionLabel}
          </p>
          <h3 className="mt-1 text-lg font-semibold text-white">{card.solution.title}</h3>
          <p className="mt-2 text-sm text-slate-300">{card.solution.description}</p>
          <p className="mt-auto pt-4">
            <span className="block rounded-lg bg-emerald-400/10 px-3 py-2 text-sm font-medium text-emerald-300">
              {card.solution.benefit}
            </span>
          </p>
        </div>
      </div>
      <input
        type="checkbox"
        aria-label={`${card.title}: ${problemsSection.toggleLabel}`}
        className="flip-card-toggle"
      />
    </li>
  );
}
