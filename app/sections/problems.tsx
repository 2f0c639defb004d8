import { useCallback, useState } from "react";
import { PageSection } from "~/components/page-section";
import { problemCards, problemsSection } from "~/content/problems";
import { ProblemCard } from "./problem-card";

/** 'What Problems We Solve': six cards that turn to show the fix (spec section 4: a set of flipped cards). */
export function Problems() {
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(() => new Set());

  // Stable, so that only the card that turns re-renders.
  const setCardFlipped = useCallback((title: string, isFlipped: boolean) => {
    setFlipped((current) => {
      if (current.has(title) === isFlipped) return current;
      const next = new Set(current);
      if (isFlipped) next.add(title);
      else next.delete(title);
      return next;
    });
  }, []);

  return (
    <PageSection
      id="problems-section"
      headingId="problems-heading"
      eyebrow={problemsSection.eyebrow}
      heading={problemsSection.heading}
      intro={problemsSection.intro}
    >
      <p className="mt-3 text-center text-sm text-slate-500">{problemsSection.flipHint}</p>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {problemCards.map((card) => (
          <ProblemCard key={card.title} card={card} flipped={flipped.has(card.title)} onFlip={setCardFlipped} />
        ))}
      </ul>
    </PageSection>
  );
}
