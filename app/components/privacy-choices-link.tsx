import { siteConfig } from "~/config/site-config";
import { site } from "~/content/site";
import { privacyHref } from "~/content/legal-sections";
import { consentStore } from "~/lib/consent-store";
import { cn } from "~/lib/cn";

/**
 * "Your privacy choices": a link to the policy's choices, so it works without JavaScript. On a build that runs
 * the ad conversion, a click opens the consent banner instead, on any page: the choice it stores applies wherever
 * the tag loads.
 */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  return (
    <a
      href={privacyHref("choices")}
      onClick={(event) => {
        if (siteConfig.googleAds === null) return;
        event.preventDefault();
        consentStore.openSettings();
      }}
      className={cn("inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline", className)}
    >
      {site.privacyChoices}
    </a>
  );
}
