import { site } from "#src/content/site.ts";
import { socialImagePath } from "#src/config/guides.ts";
import { siteConfig } from "#src/config/site-config.ts";
import { isoDay } from "./dates.ts";

/** What a page says about itself in its <head>: the page layout writes it (src/components/page-head.astro). */
export interface PageMeta {
  title: string;
  description: string;
  /** The absolute URL search engines should index; none for pages that are not indexed. */
  canonical?: string;
  noindex: boolean;
  /** The URL a share of this page opens. */
  shareUrl: string;
  image: { url: string; width: number; height: number; alt: string };
  /** Structured data (JSON-LD), if the page has any. */
  structuredData?: object;
  /** A feed the page advertises with <link rel="alternate">. */
  feed?: Feed;
}

/** An RSS feed: its title and path. */
interface Feed {
  title: string;
  path: string;
}

interface PageMetaOptions {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL and og:url; omit for pages that are not indexed. */
  path?: string;
  noindex?: boolean;
  structuredData?: object;
  /** The page's own social image (socialImagePath), described; the site's otherwise. */
  image?: { path: string; alt: string };
  feed?: Feed;
}

const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL and the social cards of a page. */
export function pageMeta({
  title,
  description,
  path,
  noindex = false,
  structuredData,
  image,
  feed,
}: PageMetaOptions): PageMeta {
  const canonical = path === undefined ? undefined : new URL(path, siteConfig.siteUrl).href;
  return {
    title,
    description,
    canonical,
    noindex,
    // Unindexed pages share as the home page: the 404 has no URL of its own, a confirmation would count a booking.
    shareUrl: canonical ?? `${siteConfig.siteUrl}/`,
    image: {
      url: `${siteConfig.siteUrl}${image?.path ?? SOCIAL_IMAGE.path}`,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      alt: image?.alt ?? `${site.name}: ${site.tagline}`,
    },
    structuredData,
    feed,
  };
}

/**
 * Structured data for search engines: who we are (name, logo) and the site. No SoftwareApplication node: without
 * ratings or reviews it earns no rich result, and the landing page's bytes are counted (scripts/lib/budgets.ts).
 */
export function organizationStructuredData(): object {
  const url = `${siteConfig.siteUrl}/`;
  const organization = {
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: site.name,
    url,
    logo: `${siteConfig.siteUrl}/icon-512.png`,
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization,
      {
        "@type": "WebSite",
        "@id": `${url}#website`,
        name: site.name,
        url,
        publisher: { "@id": organization["@id"] },
      },
    ],
  };
}

/** A breadcrumb: the page's name and path. */
export interface TrailStep {
  label: string;
  href: string;
}

/** Structured data of a guide: the article (dated by its last review) and where it sits in the site. */
export function guideStructuredData({
  title,
  description,
  path,
  lastReviewed,
  trail,
}: {
  title: string;
  description: string;
  path: string;
  lastReviewed: Date;
  trail: readonly TrailStep[];
}): object {
  const home = `${siteConfig.siteUrl}/`;
  const url = new URL(path, siteConfig.siteUrl).href;
  const organization = { "@type": "Organization", "@id": `${home}#organization`, name: site.name, url: home };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Article",
        headline: title,
        description,
        url,
        mainEntityOfPage: url,
        image: `${siteConfig.siteUrl}${socialImagePath(path)}`,
        dateModified: isoDay(lastReviewed),
        author: organization,
        publisher: { ...organization, logo: `${siteConfig.siteUrl}/icon-512.png` },
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: trail.map((step, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: step.label,
          item: new URL(step.href, siteConfig.siteUrl).href,
        })),
      },
    ],
  };
}
