// @vitest-environment node
// The documents render through Astro's container, on the server (legal-document-render.ts).
/**
 * The documents' links, as a build renders them: the MDX writes anchors and paths as plain Markdown links, so this
 * is what keeps them pointing at a page of the site and at a section the build shows (legal-sections.ts).
 */
import { describe, expect, it } from "vitest";
import { privacyPage, securityPage, securityTxtPath } from "#src/config/site-pages.ts";
import { privacySectionIds, securitySectionIds } from "#src/content/legal-sections.ts";
import { renderDocument, type RenderedDocument } from "./legal-document-render.ts";
import { pageRoutes } from "./page-routes.ts";

const withAds = { VITE_GOOGLE_ADS_ID: "AW-123", VITE_GOOGLE_ADS_CONVERSION_LABEL: "label" };

/** Each link of a rendered document that stays on the site, as its path and anchor. */
function siteLinks({ html }: RenderedDocument): { path: string; anchor: string }[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((href) => href.startsWith("/") || href.startsWith("#"))
    .map((href) => {
      const [path = "", anchor = ""] = href.split("#");
      return { path, anchor };
    });
}

describe("links in the documents", () => {
  const documents = [
    { name: "privacy", path: privacyPage.path },
    { name: "security", path: securityPage.path },
  ] as const;
  const sectionsOf: Record<string, readonly string[]> = {
    [privacyPage.path]: privacySectionIds,
    [securityPage.path]: securitySectionIds,
  };

  for (const env of [{}, withAds]) {
    it.each(documents)(
      `$name ${env === withAds ? "with" : "without"} ads: each link on the site reaches a page, and each anchor a section`,
      async ({ name, path }) => {
        const document = await renderDocument(name, env);
        const links = siteLinks(document);
        expect(links.length).toBeGreaterThan(0);
        for (const { path: target, anchor } of links) {
          if (target === "" || target === path) {
            if (anchor) expect([...document.sectionIds, "main"], `#${anchor}`).toContain(anchor);
          } else if (anchor) {
            expect(sectionsOf[target], `${target}#${anchor}`).toContain(anchor);
          } else {
            expect([...pageRoutes(), securityTxtPath], target).toContain(target);
          }
        }
      },
    );
  }
});
