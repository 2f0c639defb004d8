import { guideCopy } from "#src/content/guide-copy.ts";
import type { TrailStep } from "#src/lib/seo.ts";

/** Where the page sits: Home › Regulations › HIPAA. The last crumb is the page itself, not a link. */
export function Breadcrumbs({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <nav aria-label={guideCopy.breadcrumbLabel} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <a
                  href={crumb.href}
                  className="inline-flex min-h-6 items-center rounded hover:text-slate-900 hover:underline"
                >
                  {crumb.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
