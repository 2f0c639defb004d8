/**
 * A script written into the page at build, which the browser runs as it parses the page: for what must happen
 * before the first paint. The build adds its hash to the page's Content-Security-Policy. A render in the browser
 * leaves it out: React never runs a script it inserts.
 */
export function InlineScript({ source }: { source: string }) {
  return import.meta.env.SSR ? <script dangerouslySetInnerHTML={{ __html: source }} /> : null;
}
