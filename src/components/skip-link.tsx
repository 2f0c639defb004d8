import { site } from "#src/content/site.ts";

/** The first stop of the keyboard: straight to the page's <main id="main">. */
export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {site.skipToContent}
    </a>
  );
}
