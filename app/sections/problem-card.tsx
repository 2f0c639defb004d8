import { ArrowRight, ShieldAlert, ShieldCheck } from "lucide-react";
import { memo, type MouseEvent, type PointerEvent } from "react";
import type { ProblemCard as ProblemCardContent } from "~/content/types";
import { problemsSection } from "~/content/problems";

interface ProblemCardProps {
  card: ProblemCardContent;
  flipped: boolean;
  onFlip: (title: string, flipped: boolean) => void;
}

// The turn itself (flat at rest, 3D while turning, a cross-fade for reduced motion) is in app.css.
const face = "flip-card-face flex flex-col rounded-2xl p-6 ring-1 ring-inset";

/**
 * One problem, with its solution on the back. Mouse hover and keyboard focus
 * show the solution; a tap or Enter toggles it. Both faces share one grid cell,
 * so the card keeps its size; the hidden face is inert.
 */
export const ProblemCard = memo(function ProblemCard({ card, flipped, onFlip }: ProblemCardProps) {
  const onPointer = (show: boolean) => (event: PointerEvent) => {
    // Touch has no hover: a tap arrives as a click and toggles instead.
    if (event.pointerType !== "touch") onFlip(card.title, show);
  };
  const onClick = (event: MouseEvent) => {
    // A mouse already flipped the card on hover; keyboard and touch toggle.
    if ((event.nativeEvent as Partial<globalThis.PointerEvent>).pointerType === "mouse") return;
    onFlip(card.title, !flipped);
  };

  return (
    <li
      className="group relative perspective-[1400px]"
      data-flipped={flipped}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
    >
      <div className="flip-card-turner">
        <div className={`${face} bg-white ring-slate-200`} aria-hidden={flipped || undefined} inert={flipped}>
          <ShieldAlert aria-hidden="true" className="size-6 text-risk-600" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
          <p className="mt-2 text-sm text-slate-600">{card.description}</p>
          <p className="mt-4 rounded-lg bg-risk-50 px-3 py-2 text-sm font-medium text-risk-700">{card.impact}</p>
          <p aria-hidden="true" className="mt-auto flex items-center gap-1 pt-5 text-xs font-medium text-slate-500">
            {problemsSection.cardHint}
            <ArrowRight className="size-3.5" />
          </p>
        </div>
        <div
          className={`${face} flip-card-back bg-slate-900 ring-slate-800`}
          aria-hidden={!flipped || undefined}
          inert={!flipped}
        >
          <ShieldCheck aria-hidden="true" className="size-6 text-emerald-400" />
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
      <button
        type="button"
        aria-pressed={flipped}
        onFocus={(event) => {
          if (event.currentTarget.matches(":focus-visible")) onFlip(card.title, true);
        }}
        onBlur={() => {
          onFlip(card.title, false);
        }}
        onClick={onClick}
        className="absolute inset-0 rounded-2xl focus-visible:outline-offset-4"
      >
        <span className="sr-only">
          {card.title}: {problemsSection.toggleLabel}
        </span>
      </button>
    </li>
  );
});
