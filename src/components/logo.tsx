import { cn } from "#src/lib/cn.ts";
import { site } from "#src/content/site.ts";

/** The Vigil mark (a shield holding a voice waveform) and wordmark. */
export function Logo({
  className,
  wordmarkClassName,
  inverted = false,
}: {
  className?: string;
  /** e.g. hide the name where the mark must stand alone (narrow phones). */
  wordmarkClassName?: string;
  inverted?: boolean;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2 text-lg font-semibold tracking-tight", className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <path
          d="M16 2.5 4.5 6.8v8.4c0 7.1 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7.2 11.5-14.3V6.8L16 2.5Z"
          className={inverted ? "fill-accent-500" : "fill-accent-600"}
        />
        <path
          d="M10 16h1.5M13 12.5v7M16 10v12M19 12.5v7M22 16h-1.5"
          fill="none"
          stroke="white"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span className={cn(inverted ? "text-white" : "text-slate-900", wordmarkClassName)}>{site.name}</span>
    </span>
  );
}
