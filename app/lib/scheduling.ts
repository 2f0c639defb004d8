import { siteConfig } from "~/config/site-config";

/**
 * The scheduling page's URL for one call to action. `utm_content` names the
 * placement (hero-diagnostic, closing-demo, …) so marketing sees which button converts.
 */
export function schedulingHref(placement: string, schedulingUrl: string = siteConfig.schedulingUrl): string {
  const url = new URL(schedulingUrl);
  url.searchParams.set("utm_source", "website");
  url.searchParams.set("utm_medium", "cta");
  url.searchParams.set("utm_content", placement);
  return url.href;
}
