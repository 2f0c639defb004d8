import { privacyChoicesPage } from "~/config/site-pages";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

/** “Privacy choices”, in every footer: a plain link to the page where the choice is made or changed. */
export function PrivacyChoicesLink({ className }: { className?: string }) {
  return (
    <a
      href={privacyChoicesPage.path}
      className={cn("inline-flex min-h-6 items-center rounded underline-offset-2 hover:underline", className)}
    >
      {site.privacyChoices}
    </a>
  );
}
