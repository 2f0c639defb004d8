import { LazyToaster } from "~/components/lazy-toaster";
import { SkipLink } from "~/components/skip-link";
import { staticIsland } from "~/components/static-island";
import { site } from "~/content/site";
import { pageMeta, structuredData } from "~/lib/seo";
import { IndustryDemo } from "~/sections/industry-demo";
import { SiteFooter } from "~/sections/site-footer";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: `${site.name} · ${site.tagline}`, description: site.description, path: "/" }),
  structuredData(),
];

// Sections without interaction ship no JavaScript with the page (see static-island.tsx).
const SiteHeader = staticIsland("site-header", () =>
  import("~/sections/site-header").then((module) => ({ default: module.SiteHeader })),
);
const Problems = staticIsland("problems", () =>
  import("~/sections/problems").then((module) => ({ default: module.Problems })),
);
const Hero = staticIsland("hero", () => import("~/sections/hero").then((module) => ({ default: module.Hero })));
const Steps = staticIsland("steps", () => import("~/sections/steps").then((module) => ({ default: module.Steps })));
const Returns = staticIsland("returns", () =>
  import("~/sections/returns").then((module) => ({ default: module.Returns })),
);
const ClosingCta = staticIsland("closing-cta", () =>
  import("~/sections/closing-cta").then((module) => ({ default: module.ClosingCta })),
);

export default function Home() {
  return (
    <>
      <SkipLink />
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
      <LazyToaster />
    </>
  );
}
