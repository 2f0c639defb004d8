import type { EntryContext } from "react-router";

/** What a route module can export as `handle` for the HTML document around it (app/entry.server.tsx). */
export interface PageHandle {
  /**
   * An inline script written as the very first element of <head>, before anything that makes the browser fetch:
   * for what must happen before the first request for a subresource. The build hashes it into the page's policy.
   */
  firstInHead?: string;
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "firstInHead" in handle;
}

/** The prerendered page's first-in-head script, if one of its routes has one. */
export function firstInHeadOf({ staticHandlerContext, routeModules }: EntryContext): string | undefined {
  return staticHandlerContext.matches
    .map(({ route }) => routeModules[route.id]?.handle)
    .map((handle) => (isPageHandle(handle) ? handle.firstInHead : undefined))
    .find((source) => source !== undefined);
}

/**
 * The document with `source` as the first element of its <head>. React writes the charset, metadata and the
 * links it hoists ahead of any script a component renders in <head>, and a font preload among them starts a
 * request at once; so the script goes in after rendering. React 19's hydration skips the extra element.
 */
export function withFirstInHead(html: string, source: string): string {
  const head = "<head>";
  const at = html.indexOf(head);
  if (at === -1) throw new Error("first-in-head: the document has no <head>");
  return `${html.slice(0, at + head.length)}<script>${source}</script>${html.slice(at + head.length)}`;
}
