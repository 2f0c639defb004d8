import { Icon } from "./icon";
import { useEffect, useRef } from "react";
import { buttonClasses } from "./button-classes";
import { consentCopy } from "~/content/consent-copy";
import { site } from "~/content/site";
import { consentStore, useConsent } from "~/lib/consent-store";

// Accept and Reject weigh the same: one look for both.
const choiceButton = buttonClasses("secondary", "flex-1 px-4");

const detailsLink = "inline-flex items-center gap-1 font-medium text-accent-700 underline underline-offset-2";

/**
 * Asks for ad-cookie consent on pages that load the ad tag, and again whenever the visitor opens their privacy
 * choices. Accept and Reject weigh the same. With Global Privacy Control on, it says the signal is honoured.
 */
export function ConsentBanner() {
  const { bannerVisible, settingsOpen, choice, gpc } = useConsent();
  const firstButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Opened by the visitor: move focus in, and back out once answered.
  useEffect(() => {
    if (!settingsOpen) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstButton.current?.focus();
    // Escape leaves the choice unchanged.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") consentStore.closeSettings();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    };
  }, [settingsOpen]);

  if (!bannerVisible) return null;

  return (
    <section
      aria-labelledby="consent-title"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 shadow-slate-900/20 ring-slate-200 sm:right-auto sm:left-6 sm:mx-0"
    >
      <h2 id="consent-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Icon name="cookie" className="size-4 text-accent-600" />
        {consentCopy.title}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{consentCopy.body}</p>
      <details className="mt-2 text-sm text-slate-600">
        <summary className="cursor-pointer rounded font-medium text-accent-700 hover:text-accent-800">
          {consentCopy.detailsSummary}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {consentCopy.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2">{consentCopy.californiaNote}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <a href={consentCopy.policyLink.href} className={detailsLink}>
            {consentCopy.policyLink.label}
          </a>
          <a href={consentCopy.googleLink.href} target="_blank" rel="noopener noreferrer" className={detailsLink}>
            {consentCopy.googleLink.label}
            <Icon name="arrow-up-right" className="size-3.5" />
            <span className="sr-only"> {site.newTabHint}</span>
          </a>
        </p>
      </details>
      {gpc ? (
        <div className="mt-3 rounded-lg bg-accent-50 p-3 text-sm text-accent-800 ring-1 ring-accent-200 ring-inset">
          <p className="flex items-center gap-1.5 font-semibold">
            <Icon name="shield-check" className="size-4 shrink-0" />
            {consentCopy.gpc.status}
          </p>
          <p className="mt-1">{consentCopy.gpc.notice}</p>
        </div>
      ) : null}
      {settingsOpen ? (
        <p className="mt-2 text-xs text-slate-500">{consentCopy.currentChoice({ choice, gpc })}</p>
      ) : null}
      <div className="mt-4 flex gap-3">
        <button
          ref={firstButton}
          type="button"
          className={choiceButton}
          onClick={() => {
            consentStore.choose("granted");
          }}
        >
          {consentCopy.accept}
        </button>
        <button
          type="button"
          className={choiceButton}
          onClick={() => {
            consentStore.choose("denied");
          }}
        >
          {consentCopy.reject}
        </button>
      </div>
    </section>
  );
}
