import { PageSection } from "#src/components/page-section.tsx";
import { problemCards, problemsSection } from "#src/content/problems.ts";
import { ProblemCard } from "./problem-card.tsx";

/** 'What Problems We Solve': six cards that turn to show the fix (spec section 4), in CSS alone. */
export function Problems() {
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
          <ProblemCard key={card.title} card={card} />
        ))}
      </ul>
    </PageSection>
  );
}
