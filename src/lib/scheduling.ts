import { siteConfig } from "#src/config/site-config.ts";

/** What every call to action adds to the scheduling page's address (the privacy policy lists them). */
export const SCHEDULING_UTM = { utm_source: "website", utm_medium: "cta" } as const;
/** Names the placement (hero-diagnostic, closing-demo, …) so marketing sees which button converts. */
export const PLACEMENT_PARAM = "utm_content";

/** The scheduling page's URL for one call to action. */
export function schedulingHref(placement: string, schedulingUrl: string = siteConfig.schedulingUrl): string {
  const url = new URL(schedulingUrl);
  for (const [name, value] of Object.entries(SCHEDULING_UTM)) url.searchParams.set(name, value);
  url.searchParams.set(PLACEMENT_PARAM, placement);
  return url.href;
}
