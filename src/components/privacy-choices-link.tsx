import { site } from "~/content/site";
import { privacyHref } from "~/content/legal-sections";
import { cn } from "~/lib/cn";

/** Finds the link: on a build with the ad conversion, the consent island opens the banner when it is clicked. */
export const PRIVACY_CHOICES_LINK = "a[data-privacy-choices]";

/**
 * "Your privacy choices": a link to the policy's choices, so it works without JavaScript. On a build that runs
 * the ad conversion, a click opens the consent banner instead, on any page (src/islands/ad-consent.tsx): the
 * choice it stores applies wherever the tag loads.
 */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  return (
    <a
      href={privacyHref("choices")}
      data-privacy-choices=""
      className={cn("inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline", className)}
    >
      {site.privacyChoices}
    </a>
  );
}
