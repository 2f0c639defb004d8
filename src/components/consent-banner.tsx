import { ConsentButtons } from "./consent-buttons.tsx";
import { Icon } from "./icon.tsx";
import { MeasurementDetails } from "./measurement-details.tsx";
import type { GoogleAdsConfig } from "#src/config/site-config.ts";
import { consentCopy } from "#src/content/consent-copy.ts";
import { ADS_ID, ADS_LABEL, CONSENT_ROOT, consentPart } from "#src/lib/consent/consent-dom.ts";

const card = "w-full max-w-lg rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-slate-200 sm:p-6";

/**
 * The confirmation page's question, rendered at build and hidden: the page's consent script shows the question
 * when there is no choice yet, or under Global Privacy Control the notice that nothing is sent. Without JavaScript
 * nothing is measured, so nothing shows. In the page's flow, not over it: it hides nothing a visitor focuses.
 */
export function ConsentBanner({ ads }: { ads: GoogleAdsConfig }) {
  return (
    <div {...{ [CONSENT_ROOT]: "banner", [ADS_ID]: ads.id, [ADS_LABEL]: ads.conversionLabel }} className="contents">
      <section aria-labelledby="consent-title" className={card} {...consentPart("question")}>
        <h2 id="consent-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon name="cookie" className="size-4 shrink-0 text-accent-600" />
          {consentCopy.title}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{consentCopy.body}</p>
        <MeasurementDetails />
        <ConsentButtons />
      </section>
      <p tabIndex={-1} className={`${card} text-sm text-slate-700`} {...consentPart("outcome-granted")}>
        {consentCopy.outcome.granted}
      </p>
      <p tabIndex={-1} className={`${card} text-sm text-slate-700`} {...consentPart("outcome-denied")}>
        {consentCopy.outcome.denied}
      </p>
      <section aria-labelledby="gpc-title" className={card} {...consentPart("gpc")}>
        <h2 id="gpc-title" className="flex items-center gap-2 text-base font-semibold text-accent-800">
          <Icon name="shield-check" className="size-4 shrink-0" />
          {consentCopy.gpc.status}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{consentCopy.gpc.notice}</p>
      </section>
    </div>
  );
}
