import type { ReactNode } from "react";
import { buttonClasses } from "./button-classes.ts";
import { Icon, type IconName } from "./icon.tsx";
import { PageFrame } from "./page-frame.tsx";
import { cn } from "#src/lib/cn.ts";

const tones = {
  safe: { icon: "circle-check", badge: "bg-safe-50 text-safe-700 ring-safe-200" },
  neutral: { icon: "search-x", badge: "bg-accent-50 text-accent-700 ring-accent-200" },
} as const satisfies Record<string, { icon: IconName; badge: string }>;

interface StatusPageProps {
  tone: keyof typeof tones;
  title: string;
  description: string;
  action: { label: string; href: string };
  /** Below the card: the confirmation page's consent banner. */
  children?: ReactNode;
}

/** The layout shared by the confirmation and not-found pages. */
export function StatusPage({ tone, title, description, action, children }: StatusPageProps) {
  const { icon, badge } = tones[tone];
  return (
    <PageFrame>
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-6 px-6 pb-24">
        <div className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-12">
          <span className={cn("mx-auto flex size-14 items-center justify-center rounded-full ring-1", badge)}>
            <Icon name={icon} className="size-7" />
          </span>
          <h1 className="mt-6 text-3xl font-semibold tracking-tight text-balance text-slate-900">{title}</h1>
          <p className="mt-3 text-base text-pretty text-slate-600">{description}</p>
          <a href={action.href} className={buttonClasses("primary", "mt-8")}>
            {action.label}
          </a>
        </div>
        {children}
      </main>
    </PageFrame>
  );
}
