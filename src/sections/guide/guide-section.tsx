import type { ReactNode } from "react";

/** A titled section of a guide, under an anchor the table of contents links to. */
export function GuideSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-14">
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight text-balance text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
