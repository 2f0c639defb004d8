import type { ReactNode } from "react";

/**
 * A bulleted list: Markdown's, and `<List>` in the MDX for a list whose items depend on the build (each such item
 * an `<li>` inside `<IfAds>` or `<Show>`), so both look alike.
 */
export function DocumentList({ children }: { children: ReactNode }) {
  return <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-slate-400">{children}</ul>;
}
