import { site } from "~/content/site";
import { consentStore } from "~/lib/consent-store";
import { cn } from "~/lib/cn";

/** Reopens the consent banner, so a choice can be changed from any page. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        consentStore.openSettings();
      }}
      className={cn("inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline", className)}
    >
      {site.cookieSettings}
    </button>
  );
}
