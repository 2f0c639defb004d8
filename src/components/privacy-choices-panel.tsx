import { ConsentButtons } from "./consent-buttons.tsx";
import { MeasurementDetails } from "./measurement-details.tsx";
import { privacyChoicesCopy, type ChoiceStatus } from "#src/content/consent-copy.ts";
import { CONSENT_ROOT, consentPart } from "#src/lib/consent/consent-dom.ts";

const statuses = Object.keys(privacyChoicesCopy.status) as ChoiceStatus[];

/**
 * The privacy choices page's control, rendered at build: the choice in force (one statement per state, in a live
 * region, so a change is announced) and Accept and Reject. The page's consent script shows what applies; without
 * JavaScript the page says there is nothing to choose.
 */
export function PrivacyChoicesPanel() {
  return (
    <section
      {...{ [CONSENT_ROOT]: "choices" }}
      aria-labelledby="choice-title"
      className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="choice-title" className="text-lg font-semibold text-slate-900">
        {privacyChoicesCopy.choiceLabel}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{privacyChoicesCopy.summary}</p>
      <MeasurementDetails />
      <div role="status" className="mt-4 text-sm font-medium text-slate-900">
        {statuses.map((status) => (
          <p key={status} {...consentPart(`status-${status}`)}>
            {privacyChoicesCopy.status[status]}
          </p>
        ))}
      </div>
      <noscript>
        <p className="mt-4 text-sm font-medium text-slate-900">{privacyChoicesCopy.noScript}</p>
      </noscript>
      <div {...consentPart("controls")}>
        <ConsentButtons />
      </div>
    </section>
  );
}
