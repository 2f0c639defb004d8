import { ArrowUpRight, Cookie } from "lucide-react";
import { useEffect, useRef } from "react";
import { consentCopy } from "~/content/consent";
import { site } from "~/content/site";
import { consentStore, useConsent } from "~/lib/consent-store";

const choiceButton =
  "inline-flex min-h-11 flex-1 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

/**
 * Asks for ad-cookie consent on pages that load the ad tag, and again whenever
 * 'Cookie settings' is pressed. Accept and Reject weigh the same.
 */
export function ConsentBanner() {
  const { bannerVisible, settingsOpen, choice } = useConsent();
  const firstButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Opened from 'Cookie settings': move focus in, and back out once answered.
  useEffect(() => {
    if (!settingsOpen) return;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstButton.current?.focus();
    // Escape leaves the settings unchanged.
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
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-2xl ring-1 shadow-slate-900/20 ring-slate-200 sm:right-auto sm:left-6 sm:mx-0"
    >
      <h2 id="consent-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Cookie aria-hidden="true" className="size-4 text-accent-600" />
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
        <a
          href={consentCopy.googleLink.href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 font-medium text-accent-700 underline underline-offset-2"
        >
          {consentCopy.googleLink.label}
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> {site.newTabHint}</span>
        </a>
      </details>
      {settingsOpen ? <p className="mt-2 text-xs text-slate-500">{consentCopy.currentChoice(choice)}</p> : null}
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
