import { StatusPage } from "~/components/status-page";
import { confirmationPage } from "~/content/pages";
import { siteConfig } from "~/config/site-config";
import { confirmationAddressScript } from "~/lib/confirmation-address-script";
import type { PageHandle } from "~/lib/first-in-head";
import { useBookingConversion } from "~/lib/use-booking-conversion";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/see-you-soon";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: confirmationPage.metaTitle, description: confirmationPage.metaDescription, noindex: true }),
  // The browser's preload scanner requests the stylesheet and font before any script runs, with the address as it
  // came (name, email, …) in their Referer; this policy, read before those links, cuts the Referer to the origin.
  { name: "referrer", content: "strict-origin" },
];

// Then the address itself loses whatever the scheduling tool added, before the page requests anything else.
export const handle: PageHandle = {
  firstInHead: confirmationAddressScript({ keepBookingId: siteConfig.googleAds !== null }),
};

export default function SeeYouSoon() {
  useBookingConversion(siteConfig.googleAds);
  return (
    <StatusPage
      tone="safe"
      title={confirmationPage.title}
      description={confirmationPage.description}
      action={{ label: confirmationPage.homeLabel, href: "/" }}
    />
  );
}
