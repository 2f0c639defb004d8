import { cn } from "#src/lib/cn.ts";

const variants = {
  primary:
    "bg-accent-600 text-white shadow-sm shadow-accent-900/20 hover:bg-accent-700 focus-visible:outline-accent-600",
  secondary: "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset shadow-sm hover:bg-slate-50",
  /** The primary action on a dark background. */
  primaryOnDark: "bg-accent-500 text-white shadow-sm shadow-black/30 hover:bg-accent-400 focus-visible:outline-white",
  /** The secondary action on a dark background. */
  secondaryOnDark:
    "bg-white/10 text-white ring-1 ring-white/25 ring-inset hover:bg-white/15 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Classes of a link or button drawn as a button. */
export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors",
    variants[variant],
    className,
  );

/** A link inside text: the accent colour, underlined. */
export const textLinkClasses = "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800";
