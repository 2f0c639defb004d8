import { StatusPage } from "~/components/status-page";
import { confirmationPage } from "~/content/pages";
import { siteConfig } from "~/config/site-config";
import { useBookingConversion } from "~/lib/use-booking-conversion";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/see-you-soon";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: confirmationPage.metaTitle, description: confirmationPage.metaDescription, noindex: true });

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
