import { guideNav } from "#src/content/navigation.ts";

/** The links to the regulation guides and the industry pages: in every header and every footer. */
export function GuideNav({
  className,
  linkClassName,
  placement,
}: {
  className?: string;
  linkClassName: string;
  placement: "header" | "footer";
}) {
  return (
    <nav aria-label={placement === "header" ? guideNav.headerLabel : guideNav.footerLabel} className={className}>
      <ul className="flex items-center">
        {guideNav.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={linkClassName}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
