import { cn } from "#src/lib/cn.ts";

/**
 * Every icon the site shows (Lucide's, through Iconify's Tailwind plugin: app.css). Each is a class whose CSS
 * carries the drawing, so a page's HTML holds no SVG and the stylesheet, shared by every page, draws them. The
 * class names are written out in full so that Tailwind finds them; tests/icons.test.ts checks each one exists.
 */
const iconClasses = {
  "arrow-right": "lucide--arrow-right",
  "arrow-up-right": "lucide--arrow-up-right",
  "building-complex": "lucide--building-complex",
  check: "lucide--check",
  "circle-alert": "lucide--circle-alert",
  "circle-check": "lucide--circle-check",
  cookie: "lucide--cookie",
  gift: "lucide--gift",
  "graduation-cap": "lucide--graduation-cap",
  headset: "lucide--headset",
  "heart-pulse": "lucide--heart-pulse",
  hotel: "lucide--hotel",
  landmark: "lucide--landmark",
  "link-2": "lucide--link-2",
  "search-x": "lucide--search-x",
  "shield-alert": "lucide--shield-alert",
  "shield-check": "lucide--shield-check",
  "shopping-cart": "lucide--shopping-cart",
  "triangle-alert": "lucide--triangle-alert",
} as const;

export type IconName = keyof typeof iconClasses;

/** Every icon by name, and the Iconify class that draws it. */
export const icons: Readonly<Record<IconName, string>> = iconClasses;

/** A decorative icon, drawn in the text colour; size it with `size-*`. Screen readers skip it. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <span aria-hidden="true" className={cn("iconify inline-block shrink-0", iconClasses[name], className)} />;
}
