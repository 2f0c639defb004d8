import { privacyChoicesPage } from "#src/config/site-pages.ts";
import { site } from "#src/content/site.ts";
import { cn } from "#src/lib/cn.ts";

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
