import type { ReactNode } from "react";
import { Logo } from "./logo";
import { SkipLink } from "./skip-link";
import { SiteFooterBar } from "./site-footer-bar";
import { site } from "~/content/site";

/** Every page but the landing page: the logo home above, the page's <main id="main">, the footer row below. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
        <a href="/" className="inline-flex rounded-md" aria-label={site.homeLabel}>
          <Logo />
        </a>
      </header>
      {children}
      <footer className="border-t border-slate-200">
        <SiteFooterBar />
      </footer>
    </div>
  );
}
