import { GuideNav } from "#src/components/guide-nav.tsx";
import { Logo } from "#src/components/logo.tsx";
import { SchedulingLink } from "#src/components/scheduling-link.tsx";
import { nav } from "#src/content/landing.ts";
import { site } from "#src/content/site.ts";

const navLinkClasses =
  "inline-flex min-h-11 items-center rounded-md px-1.5 text-sm font-medium whitespace-nowrap text-slate-300 transition-colors hover:text-white sm:px-3";

/**
 * Brand and the guides on the left, the spec's three top-right tabs on the right, laid over the dark hero. On a
 * phone the tabs take a row of their own, still at the right (`ml-auto`: a lone item on a wrapped row would start
 * at the left), and the guides' links, wider than a narrow phone, scroll sideways in their own row rather than
 * widen the page.
 */
export function SiteHeader() {
  return (
    <header className="absolute inset-x-0 top-0 z-10">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 px-4 py-3 sm:px-6 sm:py-5">
        <div className="flex max-w-full min-w-0 items-center gap-1 sm:gap-3">
          <a href="/" aria-label={site.homeLabel} className="rounded-md">
            <Logo inverted wordmarkClassName="max-[440px]:hidden" />
          </a>
          <GuideNav
            placement="header"
            className="min-w-0 [scrollbar-width:none] overflow-x-auto"
            linkClassName={navLinkClasses}
          />
        </div>
        <nav aria-label={nav.label} className="ml-auto">
          <ul className="flex items-center">
            {nav.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={navLinkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <SchedulingLink cta={nav.contact} className={navLinkClasses} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
