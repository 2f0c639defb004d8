/**
 * What a legal document's frontmatter holds (the `documents` collection, src/content.config.ts): its titles, the
 * date its wording last changed, and its outline. The outline gives each section's anchor and heading once: the
 * table of contents and the section's own heading both read it, and a section that only exists with Google Ads
 * says so here, so neither can list a section the page leaves out.
 */
import { z } from "astro/zod";
import { privacySectionIds, securitySectionIds } from "#src/content/legal-sections.ts";

const section = z.object({
  /** The anchor (legal-sections.ts): other pages and security.txt link to it. */
  id: z.enum([...privacySectionIds, ...securitySectionIds]),
  heading: z.string().min(1),
  /** Present only on builds with Google Ads configured. */
  requires: z.literal("googleAds").optional(),
});

export type DocumentSection = z.infer<typeof section>;

export const documentSchema = z.object({
  /** The page's heading. */
  title: z.string().min(1),
  /** The browser tab's title and the search result's. */
  metaTitle: z.string().min(1),
  /** The search result's description. */
  description: z.string().min(1),
  /** When the wording last changed: update it with the text. The page shows it, or the configured date if later. */
  lastUpdated: z.coerce.date(),
  sections: z
    .array(section)
    .min(1)
    .refine((sections) => new Set(sections.map(({ id }) => id)).size === sections.length, {
      error: "Each section needs its own id: the table of contents and the links from other pages rely on it.",
    }),
});

export type LegalDocumentData = z.infer<typeof documentSchema>;

/** Whether this build shows a section: one that requires Google Ads is left out, from the contents too, without it. */
export const sectionShown = (section: DocumentSection, googleAdsEnabled: boolean): boolean =>
  section.requires !== "googleAds" || googleAdsEnabled;
