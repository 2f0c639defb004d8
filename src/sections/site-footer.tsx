import { Icon } from "#src/components/icon.tsx";
import { Logo } from "#src/components/logo.tsx";
import { SiteFooterBar } from "#src/components/site-footer-bar.tsx";
import { footer } from "#src/content/footer.ts";
import { site } from "#src/content/site.ts";

/** Brand, compliance badges, in-page links, and the bottom row every page shares. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white render-when-visible">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr]">
        <div>
          <a href="/" aria-label={site.homeLabel} className="inline-flex rounded-md">
            <Logo />
          </a>
          <p className="mt-3 max-w-sm text-sm text-slate-600">{footer.tagline}</p>
          <div className="mt-6">
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{footer.complianceLabel}</p>
            <p className="mt-2 max-w-sm text-sm text-slate-600">{footer.statement}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {footer.badges.map((badge) => (
                <li key={badge} className="framework-pill">
                  <Icon name="shield-check" className="size-3.5 text-accent-600" />
                  {badge}
                </li>
              ))}
            </ul>
            <a
              href={footer.complianceLink.href}
              className="mt-3 inline-flex min-h-6 items-center rounded text-sm font-medium text-accent-700 underline-offset-2 hover:underline"
            >
              {footer.complianceLink.label}
            </a>
          </div>
        </div>
        <nav aria-label={footer.linksLabel}>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{footer.linksLabel}</p>
          <ul className="mt-3 grid grid-cols-2 gap-x-6">
            {footer.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-10 items-center text-sm text-slate-600 hover:text-slate-900"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <SiteFooterBar />
      </div>
    </footer>
  );
}
