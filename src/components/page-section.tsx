import type { ReactNode } from "react";
import { cn } from "#src/lib/cn.ts";
import { SectionHeading } from "./section-heading.tsx";

interface PageSectionProps {
  id: string;
  /** Id of the h2, which names the section for screen readers. */
  headingId: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}

/** A landing-page section: full-width band, centred column, eyebrow/h2/intro, then its content. */
export function PageSection({ id, headingId, eyebrow, heading, intro, muted = false, children }: PageSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("py-20 render-when-visible sm:py-28", muted ? "bg-slate-50" : "bg-white")}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        {children}
      </div>
    </section>
  );
}
