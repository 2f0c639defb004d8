import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import { siteConfig } from "~/config/site-config";

interface PageMetaOptions {
  title: string;
  description: string;
  /** Path of the page, for its canonical URL and og:url; omit for pages that are not indexed. */
  path?: string;
  noindex?: boolean;
}

const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** Title, description, canonical URL, Open Graph and Twitter card tags of a page. */
export function pageMeta({ title, description, path, noindex = false }: PageMetaOptions): MetaDescriptor[] {
  const image = `${siteConfig.siteUrl}${SOCIAL_IMAGE.path}`;
  const imageAlt = `${site.name}: ${site.tagline}`;
  const canonical = path === undefined ? undefined : `${siteConfig.siteUrl}${path}`;
  // Unindexed pages share as the home page: the 404 has no URL of its own, a confirmation would count a booking.
  const shareUrl = canonical ?? `${siteConfig.siteUrl}/`;
  return [
    { title },
    { name: "description", content: description },
    ...(canonical ? [{ tagName: "link", rel: "canonical", href: canonical }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:url", content: shareUrl },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** Structured data for search engines: who we are, the site, and the service. */
export function structuredData(): MetaDescriptor {
  const url = `${siteConfig.siteUrl}/`;
  const organization = {
    "@type": "Organization",
    "@id": `${url}#organization`,
    name: site.name,
    url,
    logo: `${siteConfig.siteUrl}/icon-512.png`,
  };
  return {
    "script:ld+json": {
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
        {
          "@type": "SoftwareApplication",
          name: site.name,
          applicationCategory: "BusinessApplication",
          applicationSubCategory: "Compliance monitoring",
          operatingSystem: "Web",
          description: site.description,
          url,
          provider: { "@id": organization["@id"] },
          offers: { "@type": "Offer", price: "0", priceCurrency: "USD", description: "Free compliance diagnostic" },
        },
      ],
    },
  };
}
