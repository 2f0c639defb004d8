import { cn } from "#src/lib/cn.ts";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  inverted?: boolean;
  className?: string;
}

/** Eyebrow, h2 and intro: the top of every landing-page section. `id` labels the section. */
export function SectionHeading({ id, eyebrow, heading, intro, inverted = false, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p className={cn("text-sm font-semibold tracking-wide", inverted ? "text-accent-300" : "text-accent-700")}>
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl",
          inverted ? "text-white" : "text-slate-900",
        )}
      >
        {heading}
      </h2>
      {intro ? (
        <p className={cn("mt-4 text-base text-pretty sm:text-lg", inverted ? "text-slate-300" : "text-slate-600")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}
