import type { AnchorHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

const variants = {
  primary:
    "bg-accent-600 text-white shadow-sm shadow-accent-900/20 hover:bg-accent-700 focus-visible:outline-accent-600",
  secondary: "bg-white text-slate-900 ring-1 ring-slate-300 ring-inset shadow-sm hover:bg-slate-50",
  /** For dark backgrounds. */
  inverted: "bg-white/10 text-white ring-1 ring-white/25 ring-inset hover:bg-white/15 focus-visible:outline-white",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors",
    variants[variant],
    className,
  );

/** A link styled as a button; for the scheduling page use ExternalCta. */
export function ButtonLink({
  variant,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return (
    <a className={buttonClasses(variant, className)} {...props}>
      {children}
    </a>
  );
}
