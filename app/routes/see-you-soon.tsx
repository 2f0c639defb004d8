import { StatusPage } from "~/components/status-page";
import { confirmationPage } from "~/content/pages";
import { siteConfig } from "~/lib/config";
import { useBookingConversion } from "~/lib/use-booking-conversion";
import type { Route } from "./+types/see-you-soon";

export const meta: Route.MetaFunction = () => [
  { title: confirmationPage.metaTitle },
  { name: "description", content: confirmationPage.metaDescription },
  { name: "robots", content: "noindex" },
];

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
