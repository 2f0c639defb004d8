import { Toaster } from "~/components/toaster";
import { site } from "~/content/site";
import { pageMeta, structuredData } from "~/lib/seo";
import { ClosingCta } from "~/sections/closing-cta";
import { Hero } from "~/sections/hero";
import { IndustryDemo } from "~/sections/industry-demo";
import { Problems } from "~/sections/problems";
import { Returns } from "~/sections/returns";
import { SiteFooter } from "~/sections/site-footer";
import { SiteHeader } from "~/sections/site-header";
import { Steps } from "~/sections/steps";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: `${site.name} · ${site.tagline}`, description: site.description, path: "/" }),
  structuredData(),
];

export default function Home() {
  return (
    <>
      <a
        href="#main"
        className="sr-only text-sm font-semibold text-slate-900 focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        {site.skipToContent}
      </a>
      <SiteHeader />
      <main id="main">
        <Hero />
        <Problems />
        <IndustryDemo />
        <Steps />
        <Returns />
        <ClosingCta />
      </main>
      <SiteFooter />
      <Toaster />
    </>
  );
}
