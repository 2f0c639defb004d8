import { lazy, Suspense } from "react";
import { useConsent } from "~/lib/consent-store";

/** The banner's code loads only when it has to show: most visits never see it. */
const ConsentBanner = lazy(() => import("./consent-banner").then((module) => ({ default: module.ConsentBanner })));

export function ConsentBannerSlot() {
  const { bannerVisible } = useConsent();
  return bannerVisible ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
