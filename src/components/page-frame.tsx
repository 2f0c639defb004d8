import type { ReactNode } from "react";
import { GuideNav } from "./guide-nav.tsx";
import { Logo } from "./logo.tsx";
import { SkipLink } from "./skip-link.tsx";
import { SiteFooterBar } from "./site-footer-bar.tsx";
import { site } from "#src/content/site.ts";

/** Every page but the landing page: the logo home and the guides above, the page's <main id="main">, the footer row below. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 px-4 py-4 sm:px-6 sm:py-6">
        <a href="/" className="inline-flex rounded-md" aria-label={site.homeLabel}>
          <Logo />
        </a>
        {/* On a narrow phone the links scroll sideways in their row, each on one line. */}
        <GuideNav
          placement="header"
          className="max-w-full min-w-0 [scrollbar-width:none] overflow-x-auto"
          linkClassName="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 sm:px-3"
        />
      </header>
      {children}
      <footer className="border-t border-slate-200">
        <SiteFooterBar />
      </footer>
    </div>
  );
}
