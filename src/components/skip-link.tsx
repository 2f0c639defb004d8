import { site } from "~/content/site";

/** The first stop of the keyboard: straight to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only text-sm font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
    >
      {site.skipToContent}
    </a>
  );
}
