import { buttonClasses } from "./button-classes.ts";
import { consentCopy } from "#src/content/consent-copy.ts";
import { CONSENT_CHOICE } from "#src/lib/consent/consent-dom.ts";

// Accept and Reject weigh the same: one look for both, side by side, neither first in colour or size.
const choiceButton = buttonClasses("secondary", "flex-1 px-4");

/** Accept and Reject, wired by the page's consent script. */
export function ConsentButtons() {
  return (
    <div className="mt-4 flex gap-3">
      <button type="button" className={choiceButton} {...{ [CONSENT_CHOICE]: "granted" }}>
        {consentCopy.accept}
      </button>
      <button type="button" className={choiceButton} {...{ [CONSENT_CHOICE]: "denied" }}>
        {consentCopy.reject}
      </button>
    </div>
  );
}
