import { footer } from "#src/content/footer.ts";
import { GuideNav } from "./guide-nav.tsx";
import { PrivacyChoicesLink } from "./privacy-choices-link.tsx";

const linkClasses = "text-slate-600 hover:text-slate-900";

/** The bottom row of every page's footer: the year, the guides, the policies and the privacy choices. */
export function SiteFooterBar() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-6 text-xs text-slate-500 sm:px-6">
      {/* The build's year: the page is rendered at build. */}
      <p>{footer.copyright(new Date().getFullYear())}</p>
      <GuideNav
        placement="footer"
        // -mx-2 takes back the links' own padding, so the first starts in line with the year and the policies.
        className="-mx-2 sm:mr-auto"
        linkClassName={`inline-flex min-h-6 items-center rounded px-2 underline-offset-2 hover:underline ${linkClasses}`}
      />
      <nav aria-label={footer.legalLabel}>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {footer.legalLinks.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                className={`inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline ${linkClasses}`}
              >
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <PrivacyChoicesLink className={linkClasses} />
          </li>
        </ul>
      </nav>
    </div>
  );
}
