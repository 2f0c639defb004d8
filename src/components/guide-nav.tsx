import { guideNav } from "~/content/navigation";
import { cn } from "~/lib/cn";

/** The links to the regulation guides and the industry pages: in every header and every footer. */
export function GuideNav({ className, linkClassName }: { className?: string; linkClassName: string }) {
  return (
    <nav aria-label={guideNav.label} className={className}>
      <ul className="flex items-center">
        {guideNav.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={cn("inline-flex items-center", linkClassName)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
